import Domain

/// The event's tickets with their types and whether each is inside now.
struct DoorTickets {
    let dependencies: any TicketsDependencies

    func all(of event: Event) async throws(DomainError) -> [DoorTicket] {
        let types = Dictionary(try await dependencies.ticketTypeRepository.catalog(of: event.id).types.map { ($0.id, $0) }) { first, _ in first }
        let inside = ScanHistory.inside(try await dependencies.checkInRepository.scans(of: event.id))
        return try await dependencies.ticketRepository.tickets(of: event.id).compactMap { ticket in
            types[ticket.typeID].map { DoorTicket(view: TicketView(ticket: ticket, type: $0, code: ""), inside: inside.contains(ticket.id)) }
        }
    }
}
