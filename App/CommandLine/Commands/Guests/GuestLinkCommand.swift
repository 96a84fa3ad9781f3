import ArgumentParser
import Guests

struct GuestLinkCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "link",
        abstract: "Make a guest's personal link (PUBLIC_URL/i/SECRET), rotate it, or revoke it.",
        discussion: """
            A link is stored only as a digest, so it is printed once, on standard output: showing it again \
            means --rotate, and the old one stops working. --revoke stops it without a new one. The public \
            address comes from --public-url or RUSHDAY_PUBLIC_URL.
            """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The guest's handle or email.") var guest: String
    @Flag(help: "Replace the guest's link with a new one; the old one stops working.") var rotate = false
    @Flag(help: "Stop the guest's link working, without a new one.") var revoke = false
    @Option(help: ArgumentHelp("The address guests reach 'rushday serve' at (default: RUSHDAY_PUBLIC_URL).", valueName: "url")) var publicURL: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        if rotate, revoke { throw ValidationError("--rotate, --revoke: give one of them, not both") }
        if !revoke { _ = try PublicURL(flag: publicURL) }
    }

    func run() async throws {
        guard !revoke else {
            try await global.run(.readWrite, format, present: GuestLinksPresenter.revoked) {
                try await RevokeGuestLink($0).execute(GuestReference(event: event, guest: guest))
            }
            return
        }
        let publicURL = try PublicURL(flag: publicURL)
        try await global.run(.readWrite, format, present: { GuestLinksPresenter.made($0, link: publicURL.link) }) {
            try await MakeGuestLink($0).execute(GuestLinkRequest(event: event, guest: guest, rotate: rotate))
        }
    }
}
