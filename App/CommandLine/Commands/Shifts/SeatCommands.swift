import ArgumentParser
import Shifts

struct ShiftAssignCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "assign", abstract: "Put a volunteer on a shift, if the sign-up rules allow it.",
        discussion: "Refused, changing nothing, when the shift is full for the role or cancelled, the volunteer is not (approved) in the role, is on an overlapping shift, or missed as many shifts without an excuse as the event allows (shifts settings --no-show-limit, 2 unless changed).")

    @OptionGroup var seat: SeatArguments
    @Option(help: "The role, when they could take more than one the shift needs.") var role: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await seat.run("Assigned", role: role, global, format) { try await AssignVolunteer($0).execute($1) }
    }
}

struct ShiftUnassignCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "unassign", abstract: "Take a volunteer off a shift they have not checked in to.")

    @OptionGroup var seat: SeatArguments
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await seat.run("Took off", global, format) { try await UnassignVolunteer($0).execute($1) }
    }
}

struct ShiftCheckInCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "checkin", abstract: "Record that a volunteer came to their shift.")

    @OptionGroup var seat: SeatArguments
    @Option(help: "When, in the event's zone (default: now).") var at: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await seat.run("Checked in", at: at, global, format) { try await CheckInVolunteer($0).execute($1) }
    }
}

struct ShiftCheckOutCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "checkout", abstract: "Record that a volunteer left their shift; hours count from check-in.")

    @OptionGroup var seat: SeatArguments
    @Option(help: "When, in the event's zone (default: now).") var at: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await seat.run("Checked out", at: at, global, format) { try await CheckOutVolunteer($0).execute($1) }
    }
}

struct ShiftExcuseCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "excuse", abstract: "Excuse a volunteer's missed shift: it is no no-show.")

    @OptionGroup var seat: SeatArguments
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await seat.run("Excused", global, format) { try await ExcuseNoShow($0).execute($1) }
    }
}

struct ShiftHoursCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "hours", abstract: "Hours worked and no-shows per volunteer (--format csv for a spreadsheet).")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: ShiftsPresenter.hours) { [event] in try await ListVolunteers($0).execute(event: event) }
    }
}
