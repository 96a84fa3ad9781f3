public import Domain
import Synchronization
import Testing

/// What a store given a `TransactionTimer` tells it (`serve --metrics`' store latency): each
/// repository call is one transaction, timed as a read or a write, a refused write too. The
/// in-memory store has no transactions to time; each real store runs this with its own maker.
public enum TransactionTimerContract {
    public static func check(_ make: (TransactionTimer) throws -> any UserRepository) async throws {
        let heard = Mutex<[TransactionTimer.Kind]>([])
        let store = try make(TransactionTimer { kind, duration in
            #expect(duration >= .zero)
            heard.withLock { $0.append(kind) }
        })
        let user = try ContractFixtures.user("ada@example.org")
        try await store.addAccount(user)
        _ = try await store.find(id: user.id)
        await #expect(throws: DomainError.self) { try await store.addAccount(user) }
        #expect(heard.withLock { $0 } == [.write, .read, .write])
    }
}
