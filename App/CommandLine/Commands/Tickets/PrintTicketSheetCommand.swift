import ArgumentParser
import Foundation
import Tickets

struct PrintTicketSheetCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sheet", abstract: "Write a printable HTML page of an event's valid tickets with their QR codes.")

    @Argument(help: "The event's handle.") var event: String
    @Option(help: ArgumentHelp("The page to write.", valueName: "file")) var html: String
    @Option(help: "Only this ticket type's tickets.") var type: String?
    @Flag(help: "Replace the file if it exists.") var force = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let request = TicketSheetRequest(event: event, type: type)
        try await global.run(.readOnly, format, present: { TicketSheetPresenter.written($0, to: html) }) { container in
            let response = try await PrintTicketSheet(container).execute(request)
            try UserFileIO.write(Data(response.html.utf8), to: html, replacing: force, field: "html")
            return response
        }
    }
}
