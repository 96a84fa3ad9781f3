import ArgumentParser
import Tickets

struct AddTicketTypeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "add", abstract: "Add a ticket type to an event.")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The type's name (its handle is made from it).") var name: String
    @Option(parsing: .unconditional, help: "The price in the event's currency, like 25.00.") var price: String
    @Option(parsing: .unconditional, help: "How many tickets of this type may be issued (default: no limit of its own).") var quota: Int?
    @Option(help: "A quota pool this type shares with others (see 'tickets pools set').") var pool: String?
    @Option(help: "When sales open, in the event's zone.") var opens: String?
    @Option(help: "When sales close, in the event's zone.") var closes: String?
    @Option(parsing: .unconditional, help: "The most tickets one issue may take (default 10).") var maxPerIssue: Int?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = TicketTypeRequest(event: event, name: name, price: price, quota: quota, pool: pool, opens: opens,
                                        closes: closes, maxPerIssue: maxPerIssue)
        try await global.run(.readWrite, format, present: { TicketTypesPresenter.added($0, words: .terminal) }) { try await AddTicketType($0).execute(request) }
    }
}
