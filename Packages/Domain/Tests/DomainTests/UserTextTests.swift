import Domain
import Testing

@Suite struct UserTextTests {
    @Test func quotingShowsControlAndInvisibleCharactersEscaped() {
        #expect(UserText.quoted("\u{1B}[31mRED\u{1B}]0;pwned\u{07}") == #"'\u{1B}[31mRED\u{1B}]0;pwned\u{7}'"#)
        #expect(UserText.quoted("12.5\n") == #"'12.5\u{A}'"#)
        #expect(UserText.quoted("abc\u{202E}def") == #"'abc\u{202E}def'"#)
    }

    @Test func quotingCutsALongValueWithAnEllipsis() {
        let quoted = UserText.quoted(String(repeating: "x", count: 128_000))
        #expect(quoted == "'" + String(repeating: "x", count: UserText.echoLimit) + "…'")
    }

    @Test func quotingLeavesOrdinaryTextAlone() {
        #expect(UserText.quoted("Café Zürich 東京") == "'Café Zürich 東京'")
    }

    @Test(arguments: ["\u{202E}", "\u{200B}", "\u{200F}", "\u{2060}", "\u{FEFF}", "\u{202A}", "\u{2066}", "\u{2069}"])
    func invisibleAndDirectionChangingCharactersAreRefused(_ hidden: String) {
        #expect(throws: DomainError.self) { try UserText.validate("Gala\(hidden)x", field: "title", allowingLineBreaks: true) }
    }

    /// Persian needs the non-joiner ("می‌خواهم"), emoji families the joiner.
    @Test(arguments: ["می\u{200C}خواهم", "👩\u{200D}👩\u{200D}👧"])
    func joinersThatShapeTextAreKept(_ text: String) throws {
        try UserText.validate(text, field: "title", allowingLineBreaks: false)
        #expect(UserText.quoted(text) == "'\(text)'")
    }

    @Test func lineBreaksAreRefusedUnlessAllowed() throws {
        #expect(throws: DomainError.self) { try UserText.validate("a\nb", field: "venue", allowingLineBreaks: false) }
        try UserText.validate("a\nb\tc", field: "description", allowingLineBreaks: true)
        #expect(throws: DomainError.self) { try UserText.validate("a\u{1B}b", field: "description", allowingLineBreaks: true) }
    }

    @Test func theRefusalNamesTheFieldAndTheCharacter() {
        #expect(throws: DomainError.invalid(field: "title", message: "contains an invisible or direction-changing character (U+202E); remove it, it makes the text read differently from what is stored")) {
            try UserText.validate("a\u{202E}b", field: "title", allowingLineBreaks: false)
        }
    }
}
