import Testing
@testable import QRCode

@Suite struct VersionChoiceTests {
    struct Capacity: Sendable, CustomTestStringConvertible {
        let version: Int
        let correction: QRErrorCorrection
        let numeric: Int, alphanumeric: Int, bytes: Int
        var testDescription: String { "\(version)-\(correction)" }
    }

    /// ISO/IEC 18004 table 7, the characters each symbol holds, for versions at both ends and
    /// either side of the character count field's first widening (after version 9).
    static let capacities: [Capacity] = [
        Capacity(version: 1, correction: .low, numeric: 41, alphanumeric: 25, bytes: 17),
        Capacity(version: 1, correction: .medium, numeric: 34, alphanumeric: 20, bytes: 14),
        Capacity(version: 1, correction: .quartile, numeric: 27, alphanumeric: 16, bytes: 11),
        Capacity(version: 1, correction: .high, numeric: 17, alphanumeric: 10, bytes: 7),
        Capacity(version: 2, correction: .low, numeric: 77, alphanumeric: 47, bytes: 32),
        Capacity(version: 2, correction: .medium, numeric: 63, alphanumeric: 38, bytes: 26),
        Capacity(version: 2, correction: .quartile, numeric: 48, alphanumeric: 29, bytes: 20),
        Capacity(version: 2, correction: .high, numeric: 34, alphanumeric: 20, bytes: 14),
        Capacity(version: 10, correction: .low, numeric: 652, alphanumeric: 395, bytes: 271),
        Capacity(version: 10, correction: .medium, numeric: 513, alphanumeric: 311, bytes: 213),
        Capacity(version: 10, correction: .quartile, numeric: 364, alphanumeric: 221, bytes: 151),
        Capacity(version: 10, correction: .high, numeric: 288, alphanumeric: 174, bytes: 119),
        Capacity(version: 40, correction: .low, numeric: 7089, alphanumeric: 4296, bytes: 2953),
        Capacity(version: 40, correction: .medium, numeric: 5596, alphanumeric: 3391, bytes: 2331),
        Capacity(version: 40, correction: .quartile, numeric: 3993, alphanumeric: 2420, bytes: 1663),
        Capacity(version: 40, correction: .high, numeric: 3057, alphanumeric: 1852, bytes: 1273),
    ]

    /// A full symbol gets exactly its version; one character more takes the next version up, or
    /// is refused after version 40.
    @Test(arguments: capacities)
    func fullSymbolAndOneCharacterMore(capacity: Capacity) throws {
        let fills: [(EncodingMode, Int, UInt8)] = [
            (.numeric, capacity.numeric, UInt8(ascii: "7")),
            (.alphanumeric, capacity.alphanumeric, UInt8(ascii: "Z")),
            (.byte, capacity.bytes, UInt8(ascii: "z")),
        ]
        for (mode, count, character) in fills {
            let full = Array(repeating: character, count: count)
            #expect(Segment(bytes: full).mode == mode)
            let code = try QRCode(bytes: full, correction: capacity.correction)
            #expect(code.version == capacity.version, "\(mode) \(count)")
            #expect(code.size == capacity.version * 4 + 17)

            let oneMore = full + [character]
            if capacity.version < 40 {
                #expect(try QRCode(bytes: oneMore, correction: capacity.correction).version == capacity.version + 1, "\(mode) \(count + 1)")
            } else {
                #expect(throws: QRCodeError.self) { try QRCode(bytes: oneMore, correction: capacity.correction) }
            }
        }
    }

    @Test func modeIsTheMostCompactThatCarriesEveryCharacter() {
        #expect(Segment(bytes: Array("0123456789".utf8)).mode == .numeric)
        #expect(Segment(bytes: Array("RD-7Q2 $%*+-./:".utf8)).mode == .alphanumeric)
        #expect(Segment(bytes: Array("RD-7q2".utf8)).mode == .byte, "lower case is not alphanumeric")
        #expect(Segment(bytes: Array("A#1".utf8)).mode == .byte)
        #expect(Segment(bytes: []).mode == .numeric)
    }

    @Test func tooLongDataThrowsWithItsSize() {
        #expect(throws: QRCodeError.dataTooLong(bitsNeeded: 4 + 16 + 2954 * 8, bitsAvailable: 2956 * 8)) {
            try QRCode(bytes: Array(repeating: 0xFF, count: 2954), correction: .low)
        }
        #expect(throws: QRCodeError.dataTooLong(bitsNeeded: 4 + 16 + 70_000 * 8, bitsAvailable: 1276 * 8)) {
            try QRCode(bytes: Array(repeating: 0xFF, count: 70_000), correction: .high)
        }
    }

    /// Layout numbers from the standard: alignment pattern centres (annex E) and codewords per
    /// symbol (table 9).
    @Test func layoutMatchesTheStandardsTables() {
        #expect(VersionTable.alignmentCentres(version: 1) == [])
        #expect(VersionTable.alignmentCentres(version: 2) == [6, 18])
        #expect(VersionTable.alignmentCentres(version: 7) == [6, 22, 38])
        #expect(VersionTable.alignmentCentres(version: 14) == [6, 26, 46, 66])
        #expect(VersionTable.alignmentCentres(version: 32) == [6, 34, 60, 86, 112, 138])
        #expect(VersionTable.alignmentCentres(version: 36) == [6, 24, 50, 76, 102, 128, 154])
        #expect(VersionTable.alignmentCentres(version: 40) == [6, 30, 58, 86, 114, 142, 170])
        let totals = [1: 26, 2: 44, 7: 196, 10: 346, 40: 3706]
        for (version, total) in totals {
            #expect(VersionTable.totalCodewords(version: version) == total, "version \(version)")
        }
        let data: [(Int, QRErrorCorrection, Int)] = [(1, .low, 19), (1, .high, 9), (5, .quartile, 62), (40, .medium, 2334)]
        for (version, correction, count) in data {
            #expect(VersionTable.dataCodewords(version: version, correction: correction) == count)
        }
    }
}
