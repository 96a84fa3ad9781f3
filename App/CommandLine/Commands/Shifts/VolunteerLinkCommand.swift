import ArgumentParser
import Shifts

struct VolunteerLinkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "link",
        abstract: "Make a volunteer's personal link (PUBLIC_URL/v/SECRET), or rotate it.",
        discussion: """
            On their page a volunteer signs up for shifts, and so does their household, leaves one until 3 hours \
            before it starts, and adds their shifts to a calendar. A link is stored only as a digest, so it is \
            printed once, on standard output: showing it again means --rotate, and the old one stops working. \
            The public address comes from --public-url or RUSHDAY_PUBLIC_URL.
            """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The volunteer's number (3 or #3) or email.") var volunteer: String
    @Flag(help: "Replace the volunteer's link with a new one; the old one stops working.") var rotate = false
    @Option(help: ArgumentHelp("The address volunteers reach 'rushday serve' at (default: RUSHDAY_PUBLIC_URL).", valueName: "url")) var publicURL: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        _ = try PublicURL(flag: publicURL)
    }

    func run() async throws {
        let base = try PublicURL(flag: publicURL).base
        try await global.run(.readWrite, format, present: { ShiftsPresenter.link($0, base: base) }) { [event, volunteer, rotate] in
            try await MakeVolunteerLink($0).execute(event: event, volunteer: volunteer, rotate: rotate)
        }
    }
}
