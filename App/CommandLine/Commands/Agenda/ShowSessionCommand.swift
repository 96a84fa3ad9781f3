import Agenda
import ArgumentParser

struct ShowSessionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "show", abstract: "Show a session and its conflicts.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The session's handle.") var session: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = SessionReference(event: event, session: session)
        try await global.run(.readOnly, format, present: AgendaPresenter.show) { try await ShowSession($0).execute(request) }
    }
}
