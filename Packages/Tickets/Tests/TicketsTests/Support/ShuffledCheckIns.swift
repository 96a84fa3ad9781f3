import Domain
import DomainTestSupport
import Synchronization

/// The in-memory store's check-ins with three in flight, each answered after a pause of up to
/// two milliseconds drawn at random: scans sent together come back in any order, as over a
/// network to a server with several connections.
struct ShuffledCheckIns: CheckInRepository {
    let store: InMemoryStore
    private static let pauses = Mutex(SeededRandom(seed: 23))

    var recordsAtOnce: Int { 3 }

    func record(_ scan: CheckInScan) async throws(DomainError) -> RecordedScan {
        let pause = Self.pauses.withLock { random in UInt64.random(in: 0..<2_000_000, using: &random) }
        try? await Task.sleep(nanoseconds: pause)
        return try await store.record(scan)
    }

    func upload(_ scans: [CheckInScan]) async throws(DomainError) -> [UploadOutcome] {
        try await store.upload(scans)
    }

    func scans(of event: EventID) async throws(DomainError) -> [CheckInScan] {
        try await store.scans(of: event)
    }
}
