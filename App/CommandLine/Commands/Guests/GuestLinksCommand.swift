import ArgumentParser
import Domain
import Guests

struct GuestLinksCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "links",
        abstract: "Make personal links for every guest without one (or those named, or those the filters keep), for a mail merge.",
        discussion: """
            Guests who hold a link already are left out (a link is printed only once) and counted on \
            standard error; --rotate gives them new ones too, and their old ones stop working. The \
            public address comes from --public-url or RUSHDAY_PUBLIC_URL.
            """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "Guests' handles or emails (default: every guest the filters keep).") var guests: [String] = []
    @OptionGroup var filters: GuestFilterOptions
    @Flag(help: "Replace the links guests hold too; their old ones stop working.") var rotate = false
    @Option(help: ArgumentHelp("The address guests reach 'rushday serve' at (default: RUSHDAY_PUBLIC_URL).", valueName: "url")) var publicURL: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try filters.validate(naming: guests)
        _ = try PublicURL(flag: publicURL)
    }

    func run() async throws {
        let publicURL = try PublicURL(flag: publicURL)
        let request = GuestLinksRequest(event: event, guests: guests, filter: filters.filter, rotate: rotate)
        try await global.run(.readWrite, format, present: { GuestLinksPresenter.links($0, link: publicURL.link) }) { container in
            let response = try await MakeGuestLinks(container).execute(request)
            if response.kept > 0 {
                Warning.show("\(Plural.of(response.kept, "guest")) left out: they hold a link already, which cannot be shown again; --rotate gives them new ones (their old ones stop working)")
            }
            return response
        }
    }
}
