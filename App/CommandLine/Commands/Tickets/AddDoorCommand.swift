import ArgumentParser
import Tickets

struct AddDoorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Make a door's link (printed once): it opens the event's door page with the staff's rights at the door.",
        discussion: """
            The link works until --expires (default: a day after the event ends) or 'tickets door revoke'. Its scans are \
            recorded with NAME as their device. The public address comes from --public-url or RUSHDAY_PUBLIC_URL.
            """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The door's name, like door-2.") var name: String
    @Option(help: ArgumentHelp("When the link stops working, in the event's zone.", valueName: "datetime")) var expires: String?
    @Option(help: ArgumentHelp("The address doors reach 'rushday serve' at (default: RUSHDAY_PUBLIC_URL).", valueName: "url")) var publicURL: String?
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        _ = try PublicURL(flag: publicURL)
    }

    func run() async throws {
        let publicURL = try PublicURL(flag: publicURL)
        try await global.run(.readWrite, format, present: { DoorPresenter.added($0, link: publicURL.door($0.secret)) }) {
            try await AddDoor($0).execute(AddDoorRequest(event: event, name: name, expires: expires))
        }
    }
}
