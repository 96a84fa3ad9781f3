import Foundation
@testable import QRCode
import Testing

/// The door's QR decoder (`App/Web/Assets/qr.js`, served as `/assets/qr.js`) reads codes with the
/// standard's tables: error-correction blocks, the format and version words, the alignment
/// centres, GF(256), the character count widths and the data masks. Those tables are Packages/
/// QRCode's, written into the script as JavaScript by this test: the block between the script's
/// BEGIN and END lines must be exactly what `block` writes from the encoder's own tables, or the
/// test fails and prints the block to paste. The script computes none of them itself, so a
/// table the decoder uses cannot drift from the encoder's; how the decoder reads pictures is
/// judged apart, in node (Tests/Browser/qr_decoder_test.py).
@Suite struct QRDecoderTablesTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("App/Web/Assets/qr.js")
    static let begin = "  // BEGIN the standard's tables, as Packages/QRCode's encoder has them."
    static let end = "  // END the standard's tables."
    static let levels: [(letter: String, correction: QRErrorCorrection)] = [("L", .low), ("M", .medium), ("Q", .quartile), ("H", .high)]
    static let versions = Array(VersionTable.versions)
    /// The masks repeat every 12 modules across and down (2, 3, 4 and 6 all divide 12): the
    /// script keeps one 12 x 12 tile of each, a row a number, bit x for column x.
    static let maskPeriod = 12

    @Test func theDecodersTablesAreTheEncoders() throws {
        let text = try String(contentsOf: Self.script, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        let first = try #require(lines.firstIndex(of: Self.begin), "qr.js has no line \(Self.begin)")
        let last = try #require(lines.firstIndex(of: Self.end), "qr.js has no line \(Self.end)")
        #expect(lines.filter { $0 == Self.begin || $0 == Self.end }.count == 2, "one BEGIN and one END")
        let found = Array(lines[(first + 1)..<max(first + 1, last)])
        let expected = Self.block.components(separatedBy: "\n")
        if found != expected {
            let differing = (0..<min(found.count, expected.count)).first { found[$0] != expected[$0] } ?? min(found.count, expected.count)
            Issue.record("""
                qr.js's tables differ from Packages/QRCode's, first at its line \(first + 2 + differing): \
                \(differing < found.count ? found[differing] : "(nothing)") instead of \(differing < expected.count ? expected[differing] : "(nothing)"). \
                Between its BEGIN and END lines, write:
                \(Self.block)
                """)
        }
    }

    /// The script looks a mask up in its tile: true for every module of the largest symbol.
    @Test func aMaskTileCoversTheLargestSymbol() {
        let size = VersionTable.size(version: 40)
        for mask in Masking.patterns {
            let wrong = (0..<size).flatMap { y in (0..<size).map { x in (x, y) } }.filter { x, y in
                Masking.inverts(mask: mask, x: x, y: y) != Masking.inverts(mask: mask, x: x % Self.maskPeriod, y: y % Self.maskPeriod)
            }
            #expect(wrong.isEmpty, "mask \(mask) is not periodic in \(Self.maskPeriod): \(wrong.prefix(3))")
        }
    }

    /// The JavaScript between BEGIN and END, from the encoder's tables.
    static var block: String {
        let byLevel = { (name: String, comment: String, value: (Int, QRErrorCorrection) -> Int) in
            table(name, comment, levels.map { level in (level.letter, versions.map { value($0, level.correction) }) })
        }
        let letterOfFormatBits = (0..<4).map { bits in levels.first { $0.correction.formatBits == bits }!.letter }
        let formatWords = (0..<32).map { data in
            FormatInfo.bits(correction: levels.first { $0.correction.formatBits == data >> 3 }!.correction, mask: data & 7)
        }
        var power: UInt8 = 1
        let exponentials = (0..<255).map { _ in
            defer { power = ReedSolomon.multiply(power, 2) }
            return Int(power)
        }
        let modes: [EncodingMode] = [.numeric, .alphanumeric, .byte]
        let maskTiles = Masking.patterns.map { mask in
            (0..<maskPeriod).map { y in (0..<maskPeriod).reduce(0) { row, x in row | (Masking.inverts(mask: mask, x: x, y: y) ? 1 << x : 0) } }
        }
        let list = { (items: [Int]) in "[" + items.map(String.init).joined(separator: ", ") + "]" }
        return [
            "  // Written by Tests/QRDecoderTablesTests from the encoder's tables; change them there, not here.",
            "",
            byLevel("EC_CODEWORDS_PER_BLOCK", "Error-correction codewords per block, by level, indexed by version - 1.") {
                VersionTable.ecCodewordsPerBlock(version: $0, correction: $1)
            },
            byLevel("BLOCK_COUNTS", "Error-correction blocks, by level, indexed by version - 1.") {
                VersionTable.blockCount(version: $0, correction: $1)
            },
            "  // The level the format information's two bits name (M, L, H, Q = 0...3).",
            wrapped(letterOfFormatBits.map(quoted), "  const LEVEL_BY_FORMAT_BITS = [", then: 4, "];"),
            "  // Alphanumeric mode's characters, in their code order.",
            "  const ALPHANUMERIC = " + quoted(String(decoding: EncodingMode.alphanumericCharacters, as: UTF8.self)) + ";",
            "  // Alignment pattern centres (rows and columns alike), indexed by version - 1.",
            wrapped(versions.map { list(VersionTable.alignmentCentres(version: $0)) }, "  const ALIGNMENT_CENTRES = [", then: 4, "];"),
            "  // The 32 valid 15-bit format words, indexed by level bits << 3 | mask: BCH(15,5), XOR-ed",
            "  // with 101010000010010.",
            wrapped(formatWords.map(String.init), "  const FORMAT_WORDS = [", then: 4, "];"),
            "  // The valid 18-bit version words, BCH(18,6), indexed by version (-1 below 7: none there).",
            wrapped((0...versions.count).map { String(VersionInfo.bits(version: $0) ?? -1) }, "  const VERSION_WORDS = [", then: 4, "];"),
            "  // GF(256) modulo x^8 + x^4 + x^3 + x^2 + 1: α^0 ... α^254, α = 2.",
            wrapped(exponentials.map(String.init), "  const GF_EXP = [", then: 4, "];"),
            table("CHARACTER_COUNT_BITS", "Character count bits by mode indicator (numeric, alphanumeric, byte), indexed by version - 1.",
                  modes.map { mode in (String(mode.indicator), versions.map { mode.characterCountBits(version: $0) }) }),
            "  // The eight data masks as \(maskPeriod) x \(maskPeriod) tiles repeated across the symbol, a number a row:",
            "  // bit x is set where the mask inverts column x.",
            wrapped(maskTiles.map(list), "  const MASK_TILES = [", then: 4, "];"),
        ].joined(separator: "\n")
    }

    /// `const NAME = { key: [values], ... };` under a comment line.
    private static func table(_ name: String, _ comment: String, _ rows: [(key: String, values: [Int])]) -> String {
        (["  // " + comment, "  const \(name) = {"]
            + rows.map { row in wrapped(row.values.map(String.init), "    \(row.key): [", then: "    \(row.key): [".count, "],") }
            + ["  };"]).joined(separator: "\n")
    }

    /// `opening`, the items separated by commas, then `closing`: wrapped before 100 columns, each
    /// line after the first indented by `then` spaces.
    private static func wrapped(_ items: [String], _ opening: String, then indent: Int, _ closing: String) -> String {
        var lines: [String] = []
        var line = opening
        for (index, item) in items.enumerated() {
            let piece = item + (index == items.count - 1 ? closing : ",")
            if line.count > indent, line != opening, line.count + 1 + piece.count > 100 {
                lines.append(line)
                line = String(repeating: " ", count: indent) + piece
            } else {
                line += (line == opening ? "" : " ") + piece
            }
        }
        if items.isEmpty { line += closing }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
