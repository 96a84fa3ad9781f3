public import Domain

/// The tickets a mail carries, signed as the door reads them: what the container lends the
/// Mail feature as `TicketPasses`. No user is asked: the outbox decided who gets them when the
/// mail was queued by someone allowed to; the App wires it to nothing else.
public struct PassesForMail: TicketPasses {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func passes(_ tickets: [TicketID], of event: EventID) async throws(DomainError) -> [TicketPass] {
        guard let stored = try await dependencies.eventRepository.find(id: event) else { throw .referenceMissing }
        let valid = Dictionary(uniqueKeysWithValues: try await dependencies.ticketRepository.tickets(of: event)
            .filter { $0.status == .valid }.map { ($0.id, $0) })
        let chosen = tickets.compactMap { valid[$0] }
        guard !chosen.isEmpty else { return [] }
        let signing = TicketSigning(dependencies: dependencies)
        let views = try signing.views(chosen, catalog: try await dependencies.ticketTypeRepository.catalog(of: event),
                                      key: try await signing.key(for: stored))
        return views.map { TicketPass(reference: $0.ticket.reference, holder: $0.ticket.holder, type: $0.type.name, code: $0.code) }
    }
}
