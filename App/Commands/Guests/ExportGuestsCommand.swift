import ArgumentParser
import Domain
import Guests

struct ExportGuestsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write an event's guests as CSV, in the columns import reads.")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: "Only guests with this RSVP status.") var status: RSVPStatus?
    @Option(help: "Only guests with this tag.") var tag: String?
    @Option(help: "Write to this file instead of standard output.") var output: String?
    @Flag(help: "Replace the output file if it exists.") var force = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func validate() throws {
        try format.validate(exportingTo: output)
    }

    func run() async throws {
        let request = ExportGuestsRequest(event: event, status: status, tag: tag, output: output, replacing: force)
        // Without --output the CSV itself is the answer on stdout: nothing else is printed there.
        guard output != nil else {
            _ = try await ExportGuests(AppContainer(paths: global.paths, access: .readOnly)).execute(request)
            return
        }
        try await global.run(.readOnly, format, present: ImportPresenter.exported) { try await ExportGuests($0).execute(request) }
    }
}
