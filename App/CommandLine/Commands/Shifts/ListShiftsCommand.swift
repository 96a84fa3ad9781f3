import ArgumentParser
import Shifts

struct ListShiftsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "Show an event's shifts in start order, with their staffing (empty, partial, full).")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "Only the event's Nth day (its first is 1), in its zone.") var day: Int?
    @Flag(help: "Only shifts not full and not cancelled.") var understaffed = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ListShiftsRequest(event: event, day: day, understaffed: understaffed)
        try await global.run(.readOnly, format, present: ShiftsPresenter.list) { try await ListShifts($0).execute(request) }
    }
}

struct ShowShiftCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a shift and who is on it.")

    @OptionGroup var shift: ShiftArguments
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: ShiftsPresenter.show) { [shift] in
            try await ShowShift($0).execute(event: shift.event, shift: shift.shift)
        }
    }
}
