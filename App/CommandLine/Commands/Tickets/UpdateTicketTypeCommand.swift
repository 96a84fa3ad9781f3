import ArgumentParser
import Tickets

struct UpdateTicketTypeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "update", abstract: "Change a ticket type (\"\" clears --pool, --opens, --closes; --quota -1 removes its own quota).")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The type's handle.") var type: String
    @Option(help: "A new name (and handle).") var name: String?
    @Option(parsing: .unconditional, help: "A new price in the event's currency.") var price: String?
    @Option(parsing: .unconditional, help: "A new quota; -1 for none of its own.") var quota: Int?
    @Option(help: "A quota pool; \"\" for none.") var pool: String?
    @Option(help: "When sales open; \"\" for always.") var opens: String?
    @Option(help: "When sales close; \"\" for never.") var closes: String?
    @Option(parsing: .unconditional, help: "The most tickets one issue may take.") var maxPerIssue: Int?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = UpdateTicketTypeRequest(event: event, type: type, name: name, price: price, quota: quota, pool: pool,
                                              opens: opens, closes: closes, maxPerIssue: maxPerIssue)
        try await global.run(.readWrite, format, present: { TicketTypesPresenter.updated($0, words: .terminal) }) { try await UpdateTicketType($0).execute(request) }
    }
}
