public import Domain

/// The tickets on a guest's own page: those issued to the guest whose personal link asks, and
/// no one else's, the guest's own first and then the party's in its order; valid ones only, as
/// a cancelled code is refused at the door. An event without ticket types has no tickets: its
/// guests' pages read no tickets (a server keeps each event's types between its guests' pages).
public struct ShowGuestTickets: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute() async throws(DomainError) -> GuestTicketsResponse {
        let pass = try await dependencies.guestPass.requireGuest()
        let catalog = try await dependencies.ticketTypeRepository.catalog(of: pass.event.id)
        guard !catalog.types.isEmpty else { return GuestTicketsResponse(event: pass.event, tickets: []) }
        let tickets = pass.guest.inPartyOrder(try await dependencies.ticketRepository.tickets(of: pass.event.id, issuedTo: pass.guest.id)
            .filter { $0.status == .valid }, holder: \.holder)
        guard !tickets.isEmpty else { return GuestTicketsResponse(event: pass.event, tickets: []) }
        let signing = TicketSigning(dependencies: dependencies)
        let views = try signing.views(tickets, catalog: catalog, key: try await signing.key(for: pass.event))
        let qr = dependencies.qrCodeMaker
        return GuestTicketsResponse(event: pass.event, tickets: try views.map { view throws(DomainError) in
            GuestTicketsResponse.Shown(view: view, symbol: try qr.symbol(for: view.code))
        })
    }
}
