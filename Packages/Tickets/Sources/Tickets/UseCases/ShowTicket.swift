public import Domain

/// `rushday tickets show TICKET [--png FILE] [--svg FILE]`: the ticket's details, its code and
/// the code as a QR code, drawn for the terminal and made as images when asked (the face
/// writes them). A cancelled
/// ticket is shown without a QR code, and asking for its images is refused. Every member may
/// read.
public struct ShowTicket: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ShowTicketRequest) async throws(DomainError) -> ShownTicketResponse {
        let user = try await dependencies.currentUser.requireUser()
        let ticket = try await TicketLookup.ticket(request.ticket, in: dependencies.ticketRepository)
        let event = try await TicketLookup.event(of: ticket, as: user, for: .readTickets, in: dependencies)
        let signing = TicketSigning(dependencies: dependencies)
        let catalog = try await dependencies.ticketTypeRepository.catalog(of: event.id)
        let shown = TicketsResponse(event: event, tickets: try signing.views([ticket], catalog: catalog, key: try await signing.key(for: event)))
        guard ticket.status == .valid, let code = shown.tickets.first?.code else {
            if let format = request.images.first {
                throw .invalid(field: format.rawValue, message: "ticket \(ticket.reference) is cancelled: its code is refused at the door, so no image is made of it")
            }
            return ShownTicketResponse(ticket: shown, symbol: nil, images: [])
        }
        let qr = dependencies.qrCodeMaker
        let images = try request.images.map { format throws(DomainError) in
            TicketImage(format: format, bytes: format == .png ? try qr.png(for: code) : Array(try qr.svg(for: code).utf8))
        }
        return ShownTicketResponse(ticket: shown, symbol: try qr.symbol(for: code), images: images)
    }
}
