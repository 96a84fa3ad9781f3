import Domain
import Synchronization
import Testing

/// `KeptFacts` keeps a read until a change to its tables, never across one: a change to other
/// tables keeps it, `anything` and `forgetAll` drop it, a read begun before a change is not
/// kept after it, and nothing is kept while the watch is not looking.
@Suite struct KeptFactsTests {
    @Test func aReadIsKeptUntilAChangeToItsTablesAndOnlyThen() async throws {
        let watch = TestWatch()
        let facts = KeptFacts<String, Int>(of: ["events"], forgetting: watch)
        let reads = Reads()
        try await untilKept(facts, reads)
        let kept = reads.count
        #expect(try await facts.kept("gala") { reads.next() } == kept)

        // Told in order: once the second has emptied it, the first has been heard.
        let first = facts.generation
        await watch.tell(StoreChange(tables: ["guests"]))
        #expect(try await facts.kept("gala") { reads.next() } == kept)
        await watch.tell(StoreChange(tables: ["events"]))
        try await until { facts.generation > first }
        #expect(facts.generation == first + 1, "a change to another table keeps it")

        for change in [StoreChange(tables: ["events", "guests"]), .anything] {
            let before = facts.generation
            await watch.tell(change)
            try await until { facts.generation > before }
            let again = try await facts.kept("gala") { reads.next() }
            #expect(again == reads.count, "\(change) drops it")
        }

        let before = reads.count
        facts.forgetAll()
        #expect(try await facts.kept("gala") { reads.next() } == before + 1)
    }

    @Test func aReadBegunBeforeAChangeIsNotKeptAfterIt() async throws {
        let watch = TestWatch()
        let facts = KeptFacts<String, Int>(of: ["events"], forgetting: watch)
        let reads = Reads()
        try await untilKept(facts, reads)
        facts.forgetAll()

        let during = try await facts.kept("gala") { () async throws(DomainError) -> Int in
            let before = facts.generation
            await watch.tell(StoreChange(tables: ["events"]))
            try? await until { facts.generation > before }
            return reads.next()
        }
        #expect(try await facts.kept("gala") { reads.next() } == during + 1)
    }

    @Test func nothingIsKeptBeforeTheWatchLooksOrAfterItEnds() async throws {
        let watch = TestWatch(startsOpen: false)
        let facts = KeptFacts<String, Int>(of: ["events"], forgetting: watch)
        let reads = Reads()
        #expect(try await facts.kept("gala") { reads.next() } == 1)
        #expect(try await facts.kept("gala") { reads.next() } == 2, "kept before the first look")

        await watch.open()
        try await untilKept(facts, reads)
        await watch.end()
        try await until {
            let count = reads.count
            _ = try? await facts.kept("gala") { reads.next() }
            return reads.count > count && facts.kept("gala") == nil
        }
        #expect(facts.kept("gala") == nil, "kept after the watch ended")
    }

    /// Reads until one is kept: the watch is looking.
    private func untilKept(_ facts: KeptFacts<String, Int>, _ reads: Reads) async throws {
        try await until {
            _ = try? await facts.kept("gala") { reads.next() }
            return facts.kept("gala") != nil
        }
    }

    /// Waits for what another task does; fails instead of waiting forever.
    private func until(_ done: () async -> Bool) async throws {
        for _ in 0..<12_000 {
            if await done() { return }
            try await Task.sleep(for: .milliseconds(5))
        }
        Issue.record("never happened")
    }
}

/// Counts the reads made, each answering its number.
private final class Reads: Sendable {
    private let made = Mutex(0)
    var count: Int { made.withLock { $0 } }
    func next() -> Int { made.withLock { $0 += 1; return $0 } }
}

/// A watch the test tells changes through; its first look waits for `open` when it does not
/// start open.
private actor TestWatch: StoreChanges {
    private var continuation: AsyncStream<StoreChange>.Continuation?
    private var opened: Bool
    private var waiting: [CheckedContinuation<Void, Never>] = []

    init(startsOpen: Bool = true) {
        opened = startsOpen
    }

    func changes(every interval: Duration) async -> AsyncStream<StoreChange> {
        if !opened { await withCheckedContinuation { waiting.append($0) } }
        let (stream, continuation) = AsyncStream<StoreChange>.makeStream()
        self.continuation = continuation
        return stream
    }

    func open() {
        opened = true
        waiting.forEach { $0.resume() }
        waiting.removeAll()
    }

    func tell(_ change: StoreChange) {
        continuation?.yield(change)
    }

    func end() {
        continuation?.finish()
    }
}
