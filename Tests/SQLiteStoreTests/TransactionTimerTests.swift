import DomainTestSupport
import SQLiteStore
import Testing

@Suite struct TransactionTimerTests {
    @Test func eachTransactionIsTimedAsWhatItIs() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try await TransactionTimerContract.check { timer in try SQLiteStore(path: folder.path("rushday.sqlite"), timer: timer) }
    }
}
