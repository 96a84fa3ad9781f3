import DomainTestSupport
import Foundation
import ICalendar
import Testing

/// Folding as properties over random text mixing 1- to 4-byte UTF-8 characters: every physical
/// line fits in 75 octets, every one is valid UTF-8 on its own (no scalar split), and unfolding
/// gives the line back.
@Suite struct FoldingTests {
    static let alphabet: [Unicode.Scalar] = ["a", "Z", " ", ";", ",", "\\", "é", "ß", "Ж", "€", "李", "😀", "🎉", "\u{301}"]

    @Test(arguments: 0..<200)
    func foldedLinesFitNeverSplitAScalarAndUnfoldBack(seed: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        var value = ""
        for _ in 0..<Int.random(in: 0...300, using: &random) {
            value.unicodeScalars.append(Self.alphabet.randomElement(using: &random)!)
        }
        let line = "DESCRIPTION:" + value
        let folded = ContentLine.folded(line)
        #expect(folded.hasSuffix("\r\n"))
        let bytes = Array(folded.utf8)
        var physical: [[UInt8]] = []
        var start = 0
        for index in bytes.indices.dropLast() where bytes[index] == 0x0D && bytes[index + 1] == 0x0A {
            physical.append(Array(bytes[start..<index]))
            start = index + 2
        }
        #expect(start == bytes.count, "the text ends with a line end")
        for (number, octets) in physical.enumerated() {
            #expect(octets.count <= 75, "line \(number) has \(octets.count) octets")
            #expect(String(validating: octets, as: UTF8.self) != nil, "line \(number) splits a character")
            if number > 0 { #expect(octets.first == 0x20, "a continuation starts with one space") }
            #expect(!octets.contains(0x0D) && !octets.contains(0x0A))
        }
        #expect(ContentLine.unfolded(folded) == [line])
        // Folding only where needed: a full line is never followed by a short one that would have fit.
        for (number, octets) in physical.enumerated().dropLast() {
            let next = physical[number + 1]
            let firstScalarSize = next.dropFirst().first.map { byte -> Int in
                byte < 0x80 ? 1 : byte < 0xE0 ? 2 : byte < 0xF0 ? 3 : 4
            } ?? 0
            #expect(octets.count + firstScalarSize > 75, "line \(number) was folded before it was full")
        }
    }

    @Test func aShortLineIsLeftAlone() {
        #expect(ContentLine.folded("SUMMARY:Hello") == "SUMMARY:Hello\r\n")
        #expect(ContentLine.folded(String(repeating: "x", count: 75)) == String(repeating: "x", count: 75) + "\r\n")
        #expect(ContentLine.folded(String(repeating: "x", count: 76)) == String(repeating: "x", count: 75) + "\r\n x\r\n")
    }

    @Test func aFourByteCharacterAtTheLimitMovesWhole() {
        let line = String(repeating: "x", count: 73) + "😀"
        #expect(ContentLine.folded(line) == String(repeating: "x", count: 73) + "\r\n 😀\r\n")
    }

    @Test func textValuesAreEscaped() {
        #expect(ContentLine.text("a\\b;c,d\ne\r\nf\rg") == "a\\\\b\\;c\\,d\\ne\\nf\\ng")
        #expect(ContentLine.text("plain: text") == "plain: text")
    }
}
