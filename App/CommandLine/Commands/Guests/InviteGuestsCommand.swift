import ArgumentParser
import Domain
import Foundation
import Guests

struct InviteGuestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "invite", abstract: "Queue invitations, each with the guest's new personal link.",
        discussion: """
            Without GUEST, every guest whose status is --status (invited when not given), narrowed by --tag and --search \
            as 'guests list' filters. Each invitation carries a \
            new personal link (an old one stops working), the event as an .ics file and an unsubscribe link. \
            Guests without an email, or who unsubscribed, are left out and named. Sent by 'rushday serve' or \
            'rushday mail send'.
            """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "Guests' handles or emails (default: every guest with --status).") var guests: [String] = []
    @OptionGroup var filters: GuestFilterOptions
    @Option(help: "The subject (default: \"You're invited: TITLE\").") var subject: String?
    @Option(help: ArgumentHelp("A UTF-8 text file with your own words, placed above the event's details.", valueName: "file")) var message: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try filters.validate(naming: guests)
    }

    func run() async throws {
        let note = try message.map { path throws(DomainError) in try UserFileIO.text(at: path, field: "message") }
        let filter = filters.filter
        let request = InviteGuestsRequest(event: event, guests: guests, status: filter.status, tag: filter.tag, search: filter.search, subject: subject, note: note)
        try await global.run(.readWrite, format, present: { InvitePresenter.invited($0, words: .terminal) }) { try await InviteGuests($0).execute(request) }
    }
}
