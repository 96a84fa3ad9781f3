import Domain
import Foundation

/// The event's key, made on first use, and the codes it signs.
struct TicketSigning {
    let dependencies: any TicketsDependencies

    /// The event's key; a new pair is made and stored when it has none (the store keeps the
    /// first one stored, so two processes making it at once agree).
    func key(for event: Event) async throws(DomainError) -> EventSigningKey {
        if let key = try await dependencies.eventSigningKeyRepository.signingKey(of: event.id) { return key }
        let pair = dependencies.signatureService.makeKeyPair()
        return try await dependencies.eventSigningKeyRepository.signingKey(storingIfMissing: EventSigningKey(
            eventID: event.id, publicKey: pair.publicKey, privateKey: pair.privateKey, createdAt: dependencies.clock.now()))
    }

    /// Each ticket with its type and its code (Ed25519 is deterministic: the same code each time).
    func views(_ tickets: [Ticket], catalog: TicketCatalog, key: EventSigningKey) throws(DomainError) -> [TicketView] {
        let types = Dictionary(uniqueKeysWithValues: catalog.types.map { ($0.id, $0) })
        return try tickets.map { ticket throws(DomainError) in
            guard let type = types[ticket.typeID] else { throw .referenceMissing }
            let code = try TicketCode.signed(ticket: ticket.id, event: ticket.eventID, typeNumber: type.number, key: key,
                                             signer: dependencies.signatureService)
            return TicketView(ticket: ticket, type: type, code: code.text)
        }
    }
}
