import Domain
import DomainTestSupport
import Foundation
import Testing

struct EmailAddressTests {
    @Test func trimsAndLowerCases() throws {
        #expect(try EmailAddress(" Ada@Example.ORG\n").value == "ada@example.org")
        #expect(try EmailAddress("Ada@Example.org") == EmailAddress("ada@example.org"))
    }

    @Test(arguments: ["", "ada", "ada@", "@example.org", "ada@example", "ada@.example.org", "ada@example.org.",
                      "ada@@example.org", "a b@example.org", "ada@exa mple.org", "ada\u{1B}[31m@example.org",
                      "ada\u{0}@example.org"])
    func rejectsMalformedAddresses(text: String) {
        let error = #expect(throws: DomainError.self) { try EmailAddress(text, field: "member") }
        #expect(field(of: error) == "member")
        #expect(error?.message.contains("like ada@example.org") == true)
    }

    /// The invisible-character rule of names: an address that would display like another is refused.
    @Test(arguments: ["a\u{200B}b@x.org", "\u{202E}ab@x.org", "ab@x\u{2060}.org", "\u{FEFF}ab@x.org", "ab\u{2066}@x.org",
                      "Ab\u{200F}@X.org"])
    func rejectsInvisibleCharacters(text: String) {
        let error = #expect(throws: DomainError.self) { try EmailAddress(text, field: "speaker") }
        #expect(field(of: error) == "speaker")
        #expect(error?.message.contains("invisible or direction-changing character (U+") == true)
    }

    /// An address stored before the rule still reads back, from a column or from JSON.
    @Test func anAddressStoredWithAnInvisibleCharacterStillReads() throws {
        #expect(try StoredValue.email("a\u{200B}b@x.org", table: "guests").value == "a\u{200B}b@x.org")
        let decoded = try JSONDecoder().decode([EmailAddress].self, from: Data(#"["a\u200bb@x.org"]"#.utf8))
        #expect(decoded.map(\.value) == ["a\u{200B}b@x.org"])
        #expect(throws: CorruptRow.self) { try StoredValue.email("not-an-email", table: "guests") }
    }

    @Test func limitsTheLength() throws {
        let domain = "@example.org"
        let local = String(repeating: "a", count: 254 - domain.count)
        #expect(try EmailAddress(local + domain).value.count == 254)
        #expect(throws: DomainError.self) { try EmailAddress("a" + local + domain) }
    }

    /// A leading space sends an address down the general path (it trims first); without it,
    /// common addresses take the byte-wise one. Both must agree on every random string.
    @Test func theQuickPathAgreesWithTheGeneralOne() {
        var random = SeededRandom(seed: 5)
        let alphabet = Array("ab.@.@A-_+1 é\u{1}")
        for _ in 0..<20_000 {
            let text = String((0..<Int.random(in: 0...14, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            #expect((try? EmailAddress(text)) == (try? EmailAddress(" " + text)), "\(text)")
        }
    }
}
