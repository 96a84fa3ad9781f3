import Agenda
import ArgumentParser

struct ConflictsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conflicts",
        abstract: "List every conflict of the programme with the sessions involved.",
        discussion: "Room double-booked, a speaker in two sessions at once, a session outside the event's start and end, a speaker with less than --min-gap minutes between rooms.")

    @Argument(help: "The event's handle.") var event: String
    @Option(parsing: .unconditional, help: ArgumentHelp("Minutes a speaker needs between rooms.", valueName: "minutes"))
    var minGap: Int = ConflictRules.defaultMinimumGapMinutes
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ConflictsRequest(event: event, minimumGapMinutes: minGap)
        try await global.run(.readOnly, format, present: AgendaPresenter.conflicts) { try await ListConflicts($0).execute(request) }
    }
}
