import Agenda
import ArgumentParser

struct RemoveSessionCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "remove", abstract: "Take a session out of the programme.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The session's handle.") var session: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = SessionReference(event: event, session: session)
        try await global.run(.readWrite, format, present: AgendaPresenter.removed) { try await RemoveSession($0).execute(request) }
    }
}
