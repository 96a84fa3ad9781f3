@testable import CryptoServices
import Testing

@Suite struct ConstantTimeTests {
    @Test func equalBytesCompareEqual() {
        #expect(constantTimeEquals([], []))
        #expect(constantTimeEquals([1, 2, 3], [1, 2, 3]))
    }

    @Test func anySingleDifferingByteIsNoticed() {
        let base: [UInt8] = Array(0..<32)
        for index in base.indices {
            for bit in 0..<8 {
                var other = base
                other[index] ^= 1 << bit
                #expect(!constantTimeEquals(base, other))
            }
        }
    }

    @Test func differentLengthsCompareUnequalEvenWithACommonPrefix() {
        #expect(!constantTimeEquals([1, 2, 3], [1, 2]))
        #expect(!constantTimeEquals([1, 2], [1, 2, 3]))
        #expect(!constantTimeEquals([0], []))
        #expect(!constantTimeEquals([1, 2, 0], [1, 2]))
    }
}
