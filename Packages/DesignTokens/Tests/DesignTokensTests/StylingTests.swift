import DesignTokens
import Testing

struct StylingTests {
    @Test func noEscapeCodesWhenColourIsOff() {
        let output = render(everyBlock, .plain())
        #expect(!output.contains("\u{1B}"))
        #expect(output.contains("[PUBLISHED]"))
    }

    @Test func trueColourPrimaryIsTheExactOrange() {
        let output = render([.heading("Summer Gala", .hero)], .colour(.trueColor))
        #expect(output.hasPrefix("\u{1B}[1;38;2;255;122;0mSummer Gala\u{1B}[0m\n"))
    }

    @Test func twoHundredFiftySixAndSixteenColourPrimary() {
        #expect(render([.text("x", .body, .primary)], .colour(.ansi256)) == "\u{1B}[38;5;208mx\u{1B}[0m\n")
        #expect(render([.text("x", .body, .primary)], .colour(.ansi16)) == "\u{1B}[33mx\u{1B}[0m\n")
    }

    @Test func everyStyledSpanIsReset() {
        let output = render(everyBlock, .colour(.trueColor))
        let opened = output.components(separatedBy: "\u{1B}[").count - 1
        let resets = output.components(separatedBy: "\u{1B}[0m").count - 1
        #expect(resets > 0)
        #expect(opened == resets * 2)
        for line in lines(of: output) where line.contains("\u{1B}") {
            #expect(line.range(of: "\u{1B}[0m", options: .backwards).map { line[$0.upperBound...].contains("\u{1B}") } == false)
        }
    }

    @Test func colourDoesNotChangeLayout() {
        #expect(withoutEscapes(render(everyBlock, .colour(.trueColor))) == render(everyBlock, .plain()))
    }

    @Test func plainTextIsNeverWrappedInEscapes() {
        #expect(render([.text("hello", .body, .plain)], .colour(.trueColor)) == "hello\n")
    }
}
