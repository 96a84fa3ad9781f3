public import Domain
import Foundation
import Testing

/// What every `EventSigningKeyRepository` does.
public enum EventSigningKeyRepositoryContract {
    public typealias Store = any EventSigningKeyRepository & EventRepository & UserRepository
    private typealias T = TicketContractFixtures

    static func key(of event: Event, _ byte: UInt8) -> EventSigningKey {
        EventSigningKey(eventID: event.id, publicKey: Array(repeating: byte, count: 32),
                        privateKey: Array(repeating: byte &+ 1, count: 32), createdAt: ContractFixtures.instant())
    }

    public static let cases: [ContractCase<Store>] = [
        ContractCase("the first key stored is the event's for good") { (store: Store) async throws in
            let gala = try await T.event(in: store)
            let other = try await T.event(in: store, "other")
            #expect(try await store.signingKey(of: gala.id) == nil)
            let first = key(of: gala, 1)
            #expect(try await store.signingKey(storingIfMissing: first) == first)
            #expect(try await store.signingKey(storingIfMissing: key(of: gala, 7)) == first)
            #expect(try await store.signingKey(of: gala.id) == first)
            #expect(try await store.signingKey(of: other.id) == nil)
        },
        ContractCase("a missing event is eventMissing; deleting the event deletes its key") { (store: Store) async throws in
            let gala = try await T.event(in: store)
            _ = try await store.signingKey(storingIfMissing: key(of: gala, 1))
            try await store.delete(gala.id)
            #expect(try await store.signingKey(of: gala.id) == nil)
            await #expect(throws: DomainError.eventMissing(gala.id)) {
                _ = try await store.signingKey(storingIfMissing: key(of: gala, 2))
            }
        },
    ]
}
