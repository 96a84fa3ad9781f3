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
        let files = [(TicketImage.Format.png, png), (.svg, svg)].compactMap { format, path in path.map { (format, $0) } }
        let request = ShowTicketRequest(ticket: ticket, images: files.map(\.0))
        // The images come back in the order asked, one per file (none for a cancelled ticket).
        let written = { (response: ShownTicketResponse) in zip(response.images, files).map(\.1.1) }
        try await global.run(.readOnly, format, present: { TicketsPresenter.show($0, written: written($0)) }) { container in
            let response = try await ShowTicket(container).execute(request)
            for (image, (_, path)) in zip(response.images, files) {
                try UserFileIO.write(Data(image.bytes), to: path, replacing: force, field: image.format.rawValue)
            }
            return response
        }
    }
}
