import DesignTokens
import Testing

struct TerminalTextTests {
    @Test(arguments: [
        ("abc", 3), ("東京", 4), ("é", 1), ("e\u{301}", 1), ("🎉", 2), ("👩‍👩‍👧", 2), ("🇫🇷", 2),
        ("❤️", 2), ("✔", 1), ("ｱ", 1), ("Ａ", 2), ("한국", 4), ("a\u{200B}b", 2), ("", 0),
    ])
    func displayWidth(_ text: String, _ width: Int) {
        #expect(TerminalText.displayWidth(of: text) == width, "\(text)")
    }

    @Test func truncation() {
        #expect(TerminalText.truncated("abcdef", toWidth: 6, unicode: true) == "abcdef")
        #expect(TerminalText.truncated("abcdefg", toWidth: 6, unicode: true) == "abcde…")
        #expect(TerminalText.truncated("abcdefg", toWidth: 6, unicode: false) == "abc...")
        #expect(TerminalText.truncated("abcdefg", toWidth: 2, unicode: false) == "ab")
        #expect(TerminalText.truncated("🎉🎉🎉", toWidth: 4, unicode: true) == "🎉…")
    }

    @Test func escapeSequencesAndControlsAreStripped() {
        let hostile = "Gala\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m\u{7F}\u{0}!"
        let clean = TerminalText.sanitized(hostile)
        #expect(clean == "Gala]0;pwned[2J31m!")
        #expect(!clean.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }

    @Test func invisibleAndDirectionChangingCharactersAreDropped() {
        let hostile = "Gala \u{202E}alag\u{202C} \u{2066}x\u{2069}\u{200B}\u{200F}\u{2060}\u{FEFF}!"
        #expect(TerminalText.sanitized(hostile) == "Gala alag x!")
    }

    @Test func unicodeLineSeparatorsBecomeOneSpace() {
        #expect(TerminalText.sanitized("a\u{2028}b\u{2029}c") == "a b c")
    }

    @Test func lineBreaksAndTabsBecomeOneSpace() {
        #expect(TerminalText.sanitized("a\r\nb\tc") == "a b c")
        #expect(TerminalText.sanitized("plain é 東京") == "plain é 東京")
    }

    @Test func userTextCannotReachTheTerminalAsEscapes() {
        let evil = "Party\u{1B}[31m\u{1B}]8;;http://x\u{1B}\\"
        let blocks: [Block] = [
            .heading(evil, .hero), .text(evil, .body, .plain), .status(.info, evil, .plain),
            .card(Card(title: evil, badge: Badge(evil, tone: .plain), fields: [Card.Field(evil, Cell(evil))])),
            .table(Table(columns: [Table.Column(evil)], rows: [[Cell(evil)]])),
            .table(Table(columns: [Table.Column("x")], rows: [], emptyMessage: evil)),
        ]
        #expect(!render(blocks, .plain()).contains("\u{1B}"))
        let coloured = render(blocks, .colour(.trueColor))
        #expect(!coloured.contains("\u{1B}[31m"))
        #expect(!coloured.contains("\u{1B}]"))
    }

    @Test func wrapping() {
        #expect(TerminalText.wrapped("one two three", toWidth: 7) == ["one two", "three"])
        #expect(TerminalText.wrapped("abcdefghij", toWidth: 4) == ["abcd", "efgh", "ij"])
        #expect(TerminalText.wrapped("short", toWidth: 40) == ["short"])
        #expect(TerminalText.wrapped("東京東京", toWidth: 3) == ["東", "京", "東", "京"])
    }
}
