import ArgumentParser
import Domain
import Tickets

struct SyncScansCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sync", abstract: "Upload the scans a door made offline (its journal): each recorded once, conflicts reported.",
        discussion: """
            Every scan in the journal happened, so each is recorded whatever the ticket's state now; a journal uploaded \
            again records nothing new. A ticket let in twice, or after its cancellation, is a conflict ('tickets conflicts'). \
            Exits 65 when a scan was refused (a code the event's key does not vouch for).
            """)

    @Argument(help: "The event's handle.") var event: String
    @Argument(help: "The journal 'tickets checkin --offline --journal' wrote.") var journal: String
    @Option(help: "The door the scans were made at.") var device = "door"
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let scans = try ScanJournal.scans(try UserFileIO.text(at: journal, field: "journal"), field: "journal")
        var refused = false
        try await global.run(.readWrite, format, present: SyncPresenter.synced) { container in
            let response = try await SyncScans(container).execute(SyncScansRequest(event: event, device: device, scans: scans))
            refused = response.results.contains { if case .refused = $0.outcome { true } else { false } }
            return response
        }
        if refused { throw ExitCode(65) }
    }
}
