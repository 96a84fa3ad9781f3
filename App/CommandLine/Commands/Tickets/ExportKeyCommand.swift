import ArgumentParser
import Tickets

struct ExportKeyCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "export", abstract: "Print the event's public key as a key file (redirect it to a file).")

    @Argument(help: "The event's handle.") var event: String
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        // The key pair is made on first use, which writes.
        try await global.run(.readWrite, format, present: KeyPresenter.exported) { try await ExportKey($0).execute(EventTicketsRequest(event: event)) }
    }
}
