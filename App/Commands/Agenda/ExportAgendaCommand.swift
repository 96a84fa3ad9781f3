import Agenda
import ArgumentParser

struct ExportAgendaCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the programme as an iCalendar (.ics) file for calendar programs.",
        discussion: "The event is one entry and each session another; a session keeps its UID across exports, so importing again updates it.")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: ArgumentHelp("The .ics file to write.", valueName: "file")) var ics: String
    @Option(help: "Only this session (its handle).") var session: String?
    @Flag(help: "Replace the file if it exists.") var force = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ExportAgendaRequest(event: event, output: ics, session: session, replacing: force)
        try await global.run(.readOnly, format, present: AgendaPresenter.exported) { try await ExportAgenda($0).execute(request) }
    }
}
