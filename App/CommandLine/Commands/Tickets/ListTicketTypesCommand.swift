import ArgumentParser
import Tickets

struct ListTicketTypesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List an event's ticket types, what each has issued, and the pools.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        try await global.run(.readOnly, format, present: { TicketTypesPresenter.list($0, words: .terminal) }) {
            try await ListTicketTypes($0).execute(EventTicketsRequest(event: event))
        }
    }
}
