import ArgumentParser
import Tickets

struct DoorSnapshotCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "snapshot", abstract: "Print the list a door takes offline (redirect it to a file for 'checkin --offline --list').",
        discussion: "JSON: the event's public key and every ticket with its holder, type, status and whether it is inside now.")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        // The key pair is made on first use, which writes.
        let container = try global.container(.readWrite)
        let response = try await DownloadDoorList(container).execute(EventTicketsRequest(event: event))
        try global.console.show(DoorListPresenter.list(response), as: .json)
    }
}
