import ArgumentParser
import Shifts

/// EVENT SHIFT, as every command about one shift takes them.
struct ShiftArguments: ParsableArguments {
    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The shift's number, like 3 or #3.") var shift: String
}

/// EVENT SHIFT VOLUNTEER, as every command about a volunteer on a shift takes them.
struct SeatArguments: ParsableArguments {
    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The shift's number, like 3 or #3.") var shift: String
    @Argument(help: "The volunteer's number (3 or #3) or email.") var volunteer: String

    func request(role: String? = nil, at: String? = nil) -> ShiftSeatRequest {
        ShiftSeatRequest(event: event, shift: shift, volunteer: volunteer, role: role, at: at)
    }
}
