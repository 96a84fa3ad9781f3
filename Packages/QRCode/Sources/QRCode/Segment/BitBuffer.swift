/// Bits appended most significant first, as the standard writes every field.
struct BitBuffer {
    private(set) var bits: [Bool] = []

    var count: Int { bits.count }

    mutating func append(_ value: Int, bitCount: Int) {
        precondition(bitCount >= 0 && bitCount <= 31 && value >> bitCount == 0, "value does not fit \(bitCount) bits")
        for shift in stride(from: bitCount - 1, through: 0, by: -1) {
            bits.append((value >> shift) & 1 == 1)
        }
    }

    mutating func append(contentsOf other: BitBuffer) {
        bits.append(contentsOf: other.bits)
    }

    /// Whole bytes; a final partial byte is zero-filled on the right.
    var bytes: [UInt8] {
        var result = [UInt8](repeating: 0, count: (bits.count + 7) / 8)
        for (index, bit) in bits.enumerated() where bit {
            result[index >> 3] |= 0x80 >> UInt8(index & 7)
        }
        return result
    }
}
