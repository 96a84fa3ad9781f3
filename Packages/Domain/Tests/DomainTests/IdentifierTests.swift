import Domain
import DomainTestSupport
import Foundation
import Testing

@Suite struct IdentifierTests {
    /// Foundation is the judge: the hand-written reading of the canonical form must agree with
    /// `UUID(uuidString:)` on random identifiers in both cases, and on near misses of every kind.
    @Test func readsWhatFoundationReadsAndRefusesWhatItRefuses() {
        var random = SeededRandom(seed: 7)
        for _ in 0..<2_000 {
            let uuid = UUID()
            let text = Bool.random(using: &random) ? uuid.uuidString : uuid.uuidString.lowercased()
            #expect(EventID(uuidString: text)?.rawValue == uuid)
            var mutated = Array(text)
            let place = Int.random(in: 0..<mutated.count, using: &random)
            mutated[place] = ["g", "-", "0", "F", "x", " ", "é"].randomElement(using: &random)!
            let near = String(mutated)
            #expect(EventID(uuidString: near)?.rawValue == UUID(uuidString: near), "\(near)")
        }
        for text in ["", "0", String(UUID().uuidString.dropLast()), UUID().uuidString + "0", "{\(UUID().uuidString)}"] {
            #expect(EventID(uuidString: text)?.rawValue == UUID(uuidString: text), "\(text)")
        }
    }

    /// Foundation judges the written form too: every byte value in every place, lowercase.
    @Test func writesWhatFoundationWritesInLowercase() {
        var random = SeededRandom(seed: 11)
        for round in 0..<2_000 {
            var bytes = (0..<16).map { _ in UInt8.random(in: 0...255, using: &random) }
            bytes[round % 16] = UInt8(truncatingIfNeeded: round)
            let uuid = bytes.withUnsafeBytes { $0.loadUnaligned(as: uuid_t.self) }
            let id = EventID(UUID(uuid: uuid))
            #expect(id.description == UUID(uuid: uuid).uuidString.lowercased())
            #expect(EventID(uuidString: id.description) == id)
        }
    }
}
