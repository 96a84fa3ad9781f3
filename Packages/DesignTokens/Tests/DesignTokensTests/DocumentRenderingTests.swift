import DesignTokens
import Testing

struct DocumentRenderingTests {
    @Test func endsWithExactlyOneNewline() {
        #expect(render([.text("a", .body, .plain), .spacer(.xl)]) == "a\n")
        #expect(render([]) == "\n")
        #expect(render(everyBlock).hasSuffix("No guests yet.\n"))
    }

    @Test func heroIsUnderlinedWithARuleOfItsWidth() {
        #expect(render([.heading("Gala 東京", .hero)]) == "Gala 東京\n═════════\n")
        #expect(render([.heading("Gala", .hero)], .plain(unicode: false)) == "Gala\n====\n")
        #expect(render([.heading("Guests", .section)]) == "Guests\n")
    }

    @Test func spacersAddBlankLinesByScale() {
        #expect(render([.text("a", .body, .plain), .spacer(.md), .text("b", .body, .plain)]) == "a\n\n\nb\n")
        #expect(render([.text("a", .body, .plain), .spacer(.xs), .text("b", .body, .plain)]) == "a\n\nb\n")
    }

    @Test func statusLinesUseTheGlyphOrItsFallback() {
        #expect(render([.status(.success, "Published summer-gala", .success)]) == "✔ Published summer-gala\n")
        #expect(render([.status(.error, "Failed", .error)], .plain(unicode: false)) == "x Failed\n")
    }

    @Test func longTextWrapsAtWordsWithinTheWidth() {
        let output = render([.status(.info, "one two three four five six", .plain)], .plain(width: 12))
        #expect(lines(of: output) == ["ℹ one two", "  three four", "  five six"])
        for line in lines(of: output) {
            #expect(TerminalText.displayWidth(of: line) <= 12)
        }
    }

    /// A code to copy keeps every character, double spaces included, on one line: the terminal's
    /// soft wrap copies back as the line, where a break of ours would lose a space.
    @Test func codeIsNeverWrapped() {
        let code = "RT1:AB  CD EF" + String(repeating: "G", count: 30) + " H"
        #expect(render([.text(code, .code, .plain)], .plain(width: 12)) == code + "\n")
    }
}
