import Domain
import PostgresStore
import Synchronization
import Testing

/// `serve --metrics`' store latency: a store given a timer tells it of each transaction, reads
/// and writes apart, refused ones too; a repository call is one transaction.
@Suite struct TransactionTimerTests {
    @Test func eachTransactionIsTimedAsWhatItIs() async throws {
        try await withSchema { location in
            let heard = Mutex<[TransactionTimer.Kind]>([])
            let store = try PostgresStore(location, timer: TransactionTimer { kind, duration in
                #expect(duration >= .zero)
                heard.withLock { $0.append(kind) }
            })
            let user = try makeUser("ada@example.org")
            try await store.addAccount(user)
            _ = try await store.find(id: user.id)
            await #expect(throws: DomainError.self) { try await store.addAccount(user) }
            #expect(heard.withLock { $0 } == [.write, .read, .write])
        }
    }
}
