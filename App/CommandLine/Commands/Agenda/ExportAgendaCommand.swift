import Agenda
import ArgumentParser
import Domain
import Foundation

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
        let request = ExportAgendaRequest(event: event, session: session)
        try await global.run(.readOnly, format, present: { AgendaPresenter.exported($0, to: ics) }) { container in
            let response = try await ExportAgenda(container).execute(request)
            // After the event is found, as before the file became the App's: an event that
            // is not there is said first.
            guard !ics.trimmingCharacters(in: .whitespaces).isEmpty else {
                throw DomainError.invalid(field: "ics", message: "is blank; give the path of the calendar file to write, like agenda.ics")
            }
            try UserFileIO.writeCalendar(response.entries, name: response.name, stampedAt: response.stampedAt, to: ics, replacing: force)
            return response
        }
    }
}
