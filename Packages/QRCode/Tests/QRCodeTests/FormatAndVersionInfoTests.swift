import Testing
@testable import QRCode

@Suite struct FormatAndVersionInfoTests {
    /// The standard's table of the 32 format information strings (annex C), masks 0 to 7.
    static let formatStrings: [(QRErrorCorrection, [String])] = [
        (.low, ["111011111000100", "111001011110011", "111110110101010", "111100010011101",
                "110011000101111", "110001100011000", "110110001000001", "110100101110110"]),
        (.medium, ["101010000010010", "101000100100101", "101111001111100", "101101101001011",
                   "100010111111001", "100000011001110", "100111110010111", "100101010100000"]),
        (.quartile, ["011010101011111", "011000001101000", "011111100110001", "011101000000110",
                     "010010010110100", "010000110000011", "010111011011010", "010101111101101"]),
        (.high, ["001011010001001", "001001110111110", "001110011100111", "001100111010000",
                 "000011101100010", "000001001010101", "000110100001100", "000100000111011"]),
    ]

    @Test func formatInformationMatchesTheStandardsTable() {
        for (correction, strings) in Self.formatStrings {
            for (mask, string) in strings.enumerated() {
                #expect(FormatInfo.bits(correction: correction, mask: mask) == Int(string, radix: 2), "\(correction) mask \(mask)")
            }
        }
    }

    /// Annex D: version 7's information is 000111110010010100, and so on.
    @Test func versionInformationMatchesTheStandardsTable() {
        let known = [7: "000111110010010100", 8: "001000010110111100", 9: "001001101010011001",
                     10: "001010010011010011", 40: "101000110001101001"]
        for (version, string) in known {
            #expect(VersionInfo.bits(version: version) == Int(string, radix: 2), "version \(version)")
        }
        #expect(VersionInfo.bits(version: 6) == nil)
    }

    /// Both copies of the format information read back from a finished symbol, in the
    /// standard's module order (bit 14 first).
    @Test(arguments: QRErrorCorrection.allCases)
    func formatInformationIsPlacedTwice(correction: QRErrorCorrection) throws {
        let code = try QRCode(text: "RUSHDAY TICKET 42", correction: correction)
        let n = code.size
        let aroundTopLeft = (0...5).map { (x: $0, y: 8) } + [(x: 7, y: 8), (x: 8, y: 8), (x: 8, y: 7)]
            + (0...5).reversed().map { (x: 8, y: $0) }
        let split = (0..<7).map { (x: 8, y: n - 1 - $0) } + (0..<8).map { (x: n - 8 + $0, y: 8) }
        let expected = FormatInfo.bits(correction: correction, mask: code.mask)
        for modules in [aroundTopLeft, split] {
            #expect(modules.reduce(0) { $0 << 1 | (code[$1.x, $1.y] ? 1 : 0) } == expected)
        }
        #expect(code[8, n - 8], "the dark module")
    }

    /// The version information's two 6x3 blocks: bit 17 first, read along the long side.
    @Test func versionInformationIsPlacedTwice() throws {
        let code = try QRCode(bytes: Array(repeating: UInt8(ascii: "a"), count: 200), correction: .low)
        #expect(code.version == 9)
        let n = code.size
        var topRight = 0, bottomLeft = 0
        for index in (0..<18).reversed() {
            let long = n - 11 + index % 3, short = index / 3
            topRight = topRight << 1 | (code[long, short] ? 1 : 0)
            bottomLeft = bottomLeft << 1 | (code[short, long] ? 1 : 0)
        }
        #expect(topRight == 0b001001101010011001)
        #expect(bottomLeft == 0b001001101010011001)
    }
}
