@testable import DesignTokens
import Testing

/// A picture is drawn two rows to a line with half blocks inside its light margin, black on
/// white when the terminal has colour, and dot by dot in ASCII without Unicode.
@Suite struct PictureRenderingTests {
    /// A 3x3 picture with a dark diagonal and dark bottom-right corner.
    let picture = Picture(width: 3, height: 3, margin: 1) { x, y in x == y || (x == 2 && y == 1) }

    @Test func halfBlocksPairRowsInsideTheMargin() {
        // Rows -1...3 (5 rows with the margin) make 3 lines; columns -1...3 make 5 cells.
        #expect(PictureLayout(picture: picture, capabilities: .plain()).lines() == [
            " ▄   ",
            "  ▀█ ",
            "     ",
        ])
    }

    @Test func colourPaintsBlackOnWhiteAndResetsEachLine() {
        let lines = PictureLayout(picture: picture, capabilities: .colour(.ansi16)).lines()
        #expect(lines.count == 3)
        for line in lines {
            #expect(line.hasPrefix("\u{1B}[30;107m"))
            #expect(line.hasSuffix("\u{1B}[0m"))
        }
    }

    @Test func withoutUnicodeEachDotIsTwoCharacters() {
        let lines = PictureLayout(picture: picture, capabilities: .plain(unicode: false)).lines()
        #expect(lines == ["          ", "  ##      ", "    ####  ", "      ##  ", "          "])
    }

    @Test func everyDotIsDrawnWhereItIs() {
        // Reading the half blocks back gives the picture, margin included, for a random one.
        var seed: UInt64 = 42
        let random = Picture(width: 21, height: 21, margin: 4) { _, _ in
            seed = seed &* 6364136223846793005 &+ 1442695040888963407
            return seed >> 63 == 1
        }
        let lines = PictureLayout(picture: random, capabilities: .plain()).lines()
        for (row, line) in lines.enumerated() {
            for (column, cell) in line.enumerated() {
                let x = column - 4, y = row * 2 - 4
                let top = cell == "█" || cell == "▀", bottom = cell == "█" || cell == "▄"
                #expect(top == random.isDark(x, y) && bottom == random.isDark(x, y + 1), "(\(x), \(y))")
            }
        }
    }
}
