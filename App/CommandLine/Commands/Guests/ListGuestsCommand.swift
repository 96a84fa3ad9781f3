import ArgumentParser
import Domain
import Guests

struct ListGuestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List an event's guests.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var filters: GuestFilterOptions
    @Option(help: "The order.") var sort: ListGuestsRequest.Sort = .name
    @Option(help: "Show at most this many guests (all when left out).") var limit: Int?
    @Option(help: "Pass over this many guests first, in the order asked.") var offset: Int = 0
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let filter = filters.filter
        let request = ListGuestsRequest(event: event, status: filter.status, tag: filter.tag, search: filter.search, sort: sort, offset: offset, limit: limit)
        try await global.run(.readOnly, format, present: GuestsPresenter.list) { try await ListGuests($0).execute(request) }
    }
}
