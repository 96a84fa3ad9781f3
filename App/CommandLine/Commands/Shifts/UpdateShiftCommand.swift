import ArgumentParser
import Shifts

struct UpdateShiftCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "update", abstract: "Change a shift; what is not given stays.",
        discussion: "A need given replaces that role's; one lower than the volunteers on it is refused, as are times that put a volunteer on two shifts at once.")

    @OptionGroup var shift: ShiftArguments
    @Option(help: "What the shift is.") var title: String?
    @Option(help: "Where (blank clears it).") var place: String?
    @Option(help: "When it starts, in the event's zone.") var starts: String?
    @Option(help: "When it ends, in the event's zone.") var ends: String?
    @Option(help: "How many of a role it needs, as ROLE=N (repeatable).") var need: [String] = []
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = UpdateShiftRequest(event: shift.event, shift: shift.shift, title: title, place: place, starts: starts, ends: ends, needs: need)
        try await global.run(.readWrite, format, present: ShiftsPresenter.updated) { try await UpdateShift($0).execute(request) }
    }
}

struct CancelShiftCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel", abstract: "Cancel a shift: kept with its volunteers, who are free for other shifts at its times.")

    @OptionGroup var shift: ShiftArguments
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readWrite, format, present: ShiftsPresenter.cancelled) { [shift] in
            try await CancelShift($0).execute(event: shift.event, shift: shift.shift)
        }
    }
}
