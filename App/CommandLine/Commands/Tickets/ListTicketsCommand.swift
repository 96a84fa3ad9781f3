import ArgumentParser
import Domain
import Tickets

struct ListTicketsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List an event's tickets (JSON and CSV carry their codes).")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "Only tickets of this type.") var type: String?
    @Option(help: "Only valid or cancelled tickets.") var status: TicketStatus?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ListTicketsRequest(event: event, type: type, status: status)
        try await global.run(.readOnly, format, present: TicketsPresenter.list) { try await ListTickets($0).execute(request) }
    }
}
