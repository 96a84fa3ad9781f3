import Domain
import Foundation
import Synchronization

/// The event's key, made on first use, and the codes it signs.
struct TicketSigning {
    let dependencies: any TicketsDependencies

    /// The event's key, made on first use.
    func key(for event: Event) async throws(DomainError) -> EventSigningKey {
        try await dependencies.eventSigningKeyRepository.key(for: event.id, making: dependencies.signatureService, at: dependencies.clock.now())
    }

    /// Each ticket with its type and its code (Ed25519 is deterministic: the same code each time).
    /// Signing is most of issuing or listing thousands of tickets and each code stands alone, so
    /// a long list is signed in parts on every core.
    func views(_ tickets: [Ticket], catalog: TicketCatalog, key: EventSigningKey) throws(DomainError) -> [TicketView] {
        let types = Dictionary(uniqueKeysWithValues: catalog.types.map { ($0.id, $0) })
        let signer = dependencies.signatureService
        let view = { @Sendable (ticket: Ticket) throws(DomainError) -> TicketView in
            guard let type = types[ticket.typeID] else { throw .referenceMissing }
            let code = try TicketCode.signed(ticket: ticket.id, event: ticket.eventID, typeNumber: type.number, key: key, signer: signer)
            return TicketView(ticket: ticket, type: type, code: code.text)
        }
        let parts = tickets.count < 512 ? 1 : max(1, ProcessInfo.processInfo.activeProcessorCount)
        guard parts > 1 else { return try tickets.map(view) }
        let signed = Mutex<[Int: Result<[TicketView], DomainError>]>([:])
        DispatchQueue.concurrentPerform(iterations: parts) { part in
            let range = tickets.count * part / parts..<tickets.count * (part + 1) / parts
            let result = Result { () throws(DomainError) in try tickets[range].map(view) }
            signed.withLock { $0[part] = result }
        }
        let results = signed.withLock { $0 }
        var views: [TicketView] = []
        views.reserveCapacity(tickets.count)
        for part in 0..<parts { views += try results[part]!.get() }
        return views
    }
}
