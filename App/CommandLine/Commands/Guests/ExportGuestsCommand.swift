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
        let request = ExportGuestsRequest(event: event, status: status, tag: tag)
        // Without --output the CSV itself is the answer on stdout: nothing else is printed there.
        guard let output else {
            let response = try await ExportGuests(global.container(.readOnly)).execute(request)
            try UserFileIO.write(response.table, to: nil, replacing: false)
            return
        }
        try await global.run(.readOnly, format, present: { ImportPresenter.exported($0, to: output) }) { container in
            let response = try await ExportGuests(container).execute(request)
            try UserFileIO.write(response.table, to: output, replacing: force)
            return response
        }
    }
}
