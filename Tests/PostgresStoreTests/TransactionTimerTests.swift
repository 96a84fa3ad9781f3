import DomainTestSupport
import PostgresStore
import Testing

@Suite struct TransactionTimerTests {
    @Test func eachTransactionIsTimedAsWhatItIs() async throws {
        try await withSchema { location in
            try await TransactionTimerContract.check { timer in try PostgresStore(location, timer: timer) }
        }
    }
}
