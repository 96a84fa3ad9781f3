import Domain
import Foundation
import Testing

@Suite struct RandomIdentifierGeneratorTests {
    /// The generator hands out the system's bytes 16 at a time from a shared pool refilled 256
    /// identifiers at a time: across many refills and several threads at once, every identifier
    /// is a version 4 UUID of the RFC 4122 variant, and none comes twice.
    @Test func identifiersFromManyThreadsAreDistinctVersion4UUIDs() async {
        let generator = RandomIdentifierGenerator()
        let made = await withTaskGroup(of: [UUID].self) { group in
            for _ in 0..<4 {
                group.addTask { (0..<3_000).map { _ in generator.make() } }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(made.count == 12_000)
        #expect(Set(made).count == made.count)
        for uuid in made {
            #expect(uuid.uuid.6 >> 4 == 4, "\(uuid)")
            #expect(uuid.uuid.8 >> 6 == 0b10, "\(uuid)")
        }
        // Random bytes, not a counter: each of the 122 random bits is set in about half.
        let bits = made.map { withUnsafeBytes(of: $0.uuid) { Array($0) } }
        for byte in [0, 5, 7, 9, 15] {
            let ones = bits.filter { $0[byte] & 1 == 1 }.count
            #expect((5_000...7_000).contains(ones), "bit 0 of byte \(byte) set in \(ones) of 12,000")
        }
    }
}
