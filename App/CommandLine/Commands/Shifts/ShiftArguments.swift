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

    /// Runs a use case about the volunteer on the shift (`role` and `at` where it takes them),
    /// saying `done` ("Assigned") of them, then showing the shift.
    func run(_ done: String, role: String? = nil, at: String? = nil, _ global: GlobalOptions, _ format: FormatOption,
             _ execute: (any CommandContainer, ShiftSeatRequest) async throws -> ShiftItem) async throws {
        let request = ShiftSeatRequest(event: event, shift: shift, volunteer: volunteer, role: role, at: at)
        try await global.run(.readWrite, format, present: { ShiftsPresenter.seat("\(done) \(request.volunteer), shift #\($0.number) \($0.title)", $0) }) {
            try await execute($0, request)
        }
    }
}
