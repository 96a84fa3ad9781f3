import ArgumentParser
import Foundation
import Tickets

struct ShowTicketCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show a ticket, its code and its QR code.",
        discussion: "The QR code is drawn in the terminal; --png and --svg also write it as images.")

    @Argument(help: "The ticket's reference (like K7QM3XPA) or its code.") var ticket: String
    @Option(help: ArgumentHelp("Also write the QR code as a PNG image.", valueName: "file")) var png: String?
    @Option(help: ArgumentHelp("Also write the QR code as an SVG image.", valueName: "file")) var svg: String?
    @Flag(help: "Replace image files that exist.") var force = false
    @OptionGroup var format: FormatOption
    @OptionGroup var global: GlobalOptions

    func run() async throws {
        let paths: [TicketImage.Format: String] = [.png: png, .svg: svg].compactMapValues { $0 }
        let request = ShowTicketRequest(ticket: ticket, images: [.png, .svg].filter { paths[$0] != nil })
        try await global.run(.readOnly, format, present: { TicketsPresenter.show($0, written: $0.images.compactMap { paths[$0.format] }) }) { container in
            let response = try await ShowTicket(container).execute(request)
            for image in response.images {
                try UserFileIO.write(Data(image.bytes), to: paths[image.format]!, replacing: force, field: image.format.rawValue)
            }
            return response
        }
    }
}
