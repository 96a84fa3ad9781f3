import Domain
import Testing

/// What a change watch tells: the tables a look found written, merged without losing any, so a
/// kept read is dropped whenever one of its tables changed, however the looks were taken.
@Suite struct StoreChangeTests {
    private static let tables = ["events", "door_links", "tickets", "check_in_scans", "guests"]

    @Test func aChangeTouchesWhatItWroteAndAnythingTouchesAll() {
        let scans = StoreChange(tables: ["check_in_scans", "tickets"])
        #expect(scans.touches(["tickets", "events"]))
        #expect(!scans.touches(["events", "door_links"]))
        #expect(!scans.touches([]))
        #expect(StoreChange.anything.touches(["events"]))
        #expect(scans.merging(.anything) == .anything && StoreChange.anything.merging(scans) == .anything)
    }

    /// Random changes told into a stream that keeps one, taken at random moments: what was
    /// taken, together, is exactly what was told (`anything` when any change was).
    @Test func changesToldFasterThanTakenAreMergedNotDropped() async {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let (stream, continuation) = AsyncStream<StoreChange>.makeStream(bufferingPolicy: .bufferingNewest(1))
            var iterator = stream.makeAsyncIterator()
            var told = StoreChange(tables: [])
            var taken = StoreChange(tables: [])
            for _ in 0..<Int.random(in: 1...12, using: &generator) {
                let change = Int.random(in: 0..<10, using: &generator) == 0 ? StoreChange.anything
                    : StoreChange(tables: Set(Self.tables.filter { _ in Bool.random(using: &generator) }))
                told = told.merging(change)
                continuation.tell(change)
                if Bool.random(using: &generator), let next = await iterator.next() { taken = taken.merging(next) }
            }
            continuation.finish()
            while let next = await iterator.next() { taken = taken.merging(next) }
            #expect(taken == told)
        }
    }
}
