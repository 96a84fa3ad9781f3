import Testing
@testable import QRCode

/// The real judge: zbarimg must read back exactly the payload, in every mode, at every level
/// and in every version.
@Suite struct ZbarDecodeTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let version: Int
        let correction: QRErrorCorrection
        var testDescription: String { "\(version)-\(correction)" }
    }

    static let everyVersionAndLevel = QRErrorCorrection.allCases.flatMap { correction in
        VersionTable.versions.map { Case(version: $0, correction: correction) }
    }

    /// The most characters of `mode` a symbol holds, from the standard's field widths (mode
    /// indicator 4 bits, count, 10 bits per 3 digits, 11 per 2 alphanumeric characters, 8 per
    /// byte) against the symbol's data codewords.
    static func capacity(_ mode: EncodingMode, version: Int, correction: QRErrorCorrection) -> Int {
        let available = VersionTable.dataCodewords(version: version, correction: correction) * 8
            - 4 - mode.characterCountBits(version: version)
        switch mode {
        case .numeric: return available / 10 * 3 + (available % 10 >= 7 ? 2 : available % 10 >= 4 ? 1 : 0)
        case .alphanumeric: return available / 11 * 2 + (available % 11 >= 6 ? 1 : 0)
        case .byte: return available / 8
        }
    }

    /// Random payloads (from a seed per case) a few characters short of full, the mode cycling
    /// with the version and level, so every version of every level is read once and the
    /// padding varies.
    @Test(arguments: everyVersionAndLevel)
    func everyVersionAtEveryLevelReadsBack(testCase: Case) throws {
        let levelIndex = QRErrorCorrection.allCases.firstIndex(of: testCase.correction)!
        let mode = [EncodingMode.numeric, .alphanumeric, .byte][(testCase.version + levelIndex) % 3]
        var generator = SeededGenerator(seed: UInt64(testCase.version * 4 + levelIndex))
        let count = Self.capacity(mode, version: testCase.version, correction: testCase.correction) - testCase.version % 3
        let payload = Payloads.random(mode, count: count, using: &generator)

        let code = try QRCode(bytes: payload, correction: testCase.correction)
        #expect(code.version == testCase.version)
        #expect(code.correction == testCase.correction)
        #expect(try Zbar.decode(png: code.png(moduleSize: 3)) == payload, "\(mode), \(count) characters, mask \(code.mask)")
    }

    /// Byte mode carries UTF-8 unchanged. zbarimg's default output guesses a character set and
    /// takes short UTF-8 text such as "café" for Shift JIS ("caf矇"); `-Sbinary` gives the
    /// bytes as they are, which is what the test compares.
    @Test(arguments: [
        "café",
        "Grüße",
        "Привет, мир! Билет № 42",
        "東京駅 八重洲口 · チケット",
        "Ελληνικά καλωσόρισμα",
        "مرحبا بالعالم",
        "🎉🎟️ Gala night, café au lait, Grüße",
    ])
    func nonLatinTextReadsBackAsUTF8(text: String) throws {
        for correction in QRErrorCorrection.allCases {
            let code = try QRCode(text: text, correction: correction)
            #expect(Segment(bytes: Array(text.utf8)).mode == .byte)
            #expect(try Zbar.decode(png: code.png()) == Array(text.utf8), "\(correction)")
        }
    }

    @Test func defaultsAndEdgeCasesReadBack() throws {
        let payloads: [[UInt8]] = [
            Array("HELLO WORLD".utf8),
            Array("https://rushday.example/t/RD1:7QK2-9XZ".utf8),
            Array("0".utf8),
            Array("A".utf8),
            [0x00, 0xFF, 0x0A, 0x0D, 0x80],
            Array(repeating: UInt8(ascii: "9"), count: 100),
        ]
        for payload in payloads {
            let code = try QRCode(bytes: payload, correction: .medium)
            #expect(try Zbar.decode(png: code.png()) == payload, "\(payload)")
        }
    }
}
