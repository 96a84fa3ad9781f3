import Foundation
@testable import SQLStorage
import Testing

/// Lists written without an encoder must be the encoder's text, and read back as they were.
@Suite struct JSONTextTests {
    static let pieces = ["a", "Ann Lee", "\"", "\\", "/", "é", "👩‍💻", "\n", "\t", ",", "\",\"", "[", "]", " ", "x"]

    @Test func everyListIsTheEncodersTextAndReadsBack() throws {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let list = (0..<Int.random(in: 0...4, using: &generator)).map { _ in
                (0..<Int.random(in: 0...3, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator)! }.joined()
            }
            let text = JSONText.text(list)
            let encoded = String(decoding: try JSONEncoder().encode(list), as: UTF8.self)
            #expect(text == encoded, "\(list)")
            #expect(try JSONText.list(text, table: "guests") == list, "\(text)")
        }
    }

    @Test func textThatIsNoListIsACorruptRow() {
        for text in ["", "[", "[\"a\"", "{\"a\":1}", "[\"a\",1]", "[\"a\"\"b\"]"] {
            #expect(throws: (any Error).self, "\(text)") { try JSONText.list(text, table: "guests") }
        }
    }
}
