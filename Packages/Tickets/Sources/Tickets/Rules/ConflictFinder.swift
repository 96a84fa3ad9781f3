import Domain

/// The event's conflicts as boundary values: `ScanHistory.conflicts` with each ticket and type.
struct ConflictFinder {
    let dependencies: any TicketsDependencies

    func conflicts(at event: Event) async throws(DomainError) -> [ScanConflict] {
        try await conflicts(at: event, in: try await dependencies.checkInRepository.scans(of: event.id))
    }

    /// The same, from the event's scans already read. Only uploads can conflict, so an event
    /// without any costs no more reads.
    func conflicts(at event: Event, in scans: [CheckInScan]) async throws(DomainError) -> [ScanConflict] {
        guard scans.contains(where: { $0.nonce != nil }) else { return [] }
        let tickets = try await dependencies.ticketRepository.tickets(of: event.id)
        let cancelled = Dictionary(tickets.filter { $0.status == .cancelled }.map { ($0.id, $0.cancelledAt) }) { first, _ in first }
        let found = ScanHistory.conflicts(scans, cancelled: cancelled)
        guard !found.isEmpty else { return [] }
        let byID = Dictionary(tickets.map { ($0.id, $0) }) { first, _ in first }
        let types = Dictionary(try await dependencies.ticketTypeRepository.catalog(of: event.id).types.map { ($0.id, $0) }) { first, _ in first }
        return found.compactMap { conflict in
            guard let ticket = byID[conflict.scan.ticketID], let type = types[ticket.typeID] else { return nil }
            return ScanConflict(kind: conflict.kind, ticket: TicketView(ticket: ticket, type: type, code: ""), scan: conflict.scan,
                                first: conflict.first, cancelledAt: conflict.cancelledAt)
        }
    }
}
