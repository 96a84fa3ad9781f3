/// A set of text that answers "certainly not in it" or "maybe" (a Bloom filter) in a fixed
/// 2 MB, whatever it holds: an import asks it whether a row's guest or handle may already be on
/// the list, and asks the store only on a "maybe", so a million new guests cost no lookup each
/// while memory stays flat. At a million entries about one answer in 200 is a false "maybe".
struct MaybeSet {
    private static let bitCount = 1 << 24
    private var words = [UInt64](repeating: 0, count: bitCount / 64)

    mutating func insert(_ text: String) {
        let hash = Self.hash(text)
        for probe in 0..<3 {
            let bit = Self.bit(hash, probe)
            words[bit >> 6] |= 1 << UInt64(bit & 63)
        }
    }

    func mayContain(_ text: String) -> Bool {
        let hash = Self.hash(text)
        for probe in 0..<3 {
            let bit = Self.bit(hash, probe)
            if words[bit >> 6] & (1 << UInt64(bit & 63)) == 0 { return false }
        }
        return true
    }

    private static func hash(_ text: String) -> UInt64 {
        UInt64(bitPattern: Int64(text.hashValue))
    }

    /// Probe `probe` of three, from the hash's two halves (Kirsch and Mitzenmacher).
    private static func bit(_ hash: UInt64, _ probe: Int) -> Int {
        let (low, high) = (hash & 0xFFFF_FFFF, hash >> 32 | 1)
        return Int((low &+ UInt64(probe) &* high) % UInt64(bitCount))
    }
}
