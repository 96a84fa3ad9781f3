import ArgumentParser
import Domain
import Guests

struct ListGuestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "list", abstract: "List an event's guests.")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "Only guests with this RSVP status.") var status: RSVPStatus?
    @Option(help: "Only guests with this tag.") var tag: String?
    @Option(help: "Only guests whose name, handle, email or phone contains this text.") var search: String?
    @Option(help: "The order.") var sort: ListGuestsRequest.Sort = .name
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = ListGuestsRequest(event: event, status: status, tag: tag, search: search, sort: sort)
        try await global.run(.readOnly, format, present: GuestsPresenter.list) { try await ListGuests($0).execute(request) }
    }
}
