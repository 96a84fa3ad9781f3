public import Domain

/// `rushday tickets sheet EVENT --html FILE [--type T]`: one printable HTML page (the face
/// writes it) of the event's
/// valid tickets, each with its holder, type, reference and QR code (as inline SVG, sharp at
/// any print size), oldest first. Cancelled tickets are left out: their codes are refused.
/// Owners and organizers only, as a sheet is as good as the tickets on it.
public struct PrintTicketSheet: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: TicketSheetRequest) async throws(DomainError) -> TicketSheetResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageTickets)
        let catalog = try await dependencies.ticketTypeRepository.catalog(of: event.id)
        let type = try request.type.map { typed throws(DomainError) in try TicketLookup.type(typed, in: catalog, event: event) }
        let tickets = try await dependencies.ticketRepository.tickets(of: event.id)
            .filter { $0.status == .valid && (type == nil || $0.typeID == type?.id) }
        let signing = TicketSigning(dependencies: dependencies)
        let views = tickets.isEmpty ? [] : try signing.views(tickets, catalog: catalog, key: try await signing.key(for: event))
        let qr = dependencies.qrCodeMaker
        let cards = try views.map { view throws(DomainError) in TicketSheetHTML.Card(view: view, symbol: try qr.symbol(for: view.code)) }
        return TicketSheetResponse(event: event, tickets: cards.count, html: TicketSheetHTML.page(event: event, cards: cards))
    }
}
