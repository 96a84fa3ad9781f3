import ArgumentParser
import Domain
import Guests

struct TagGuestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tag", abstract: "Add a tag to many guests at once, or take it away.",
        discussion: "Without GUEST, every guest that --status, --tag and --search keep, as 'guests list' filters (none: every guest).")

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The tag to add (or, with --remove, to take away).") var name: String
    @Argument(help: "Guests' handles or emails (default: every guest the filters keep).") var guests: [String] = []
    @Flag(help: "Take the tag away instead.") var remove = false
    @OptionGroup var filters: GuestFilterOptions
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try filters.validate(naming: guests)
    }

    func run() async throws {
        let request = TagGuestsRequest(event: event, tag: name, remove: remove, guests: guests, filter: filters.filter)
        try await global.run(.readWrite, format, present: GuestsPresenter.tagged) { try await TagGuests($0).execute(request) }
    }
}
