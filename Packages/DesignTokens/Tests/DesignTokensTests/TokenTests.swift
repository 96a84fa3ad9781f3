import DesignTokens
import Testing

struct TokenTests {
    @Test func primaryIsTheBrandOrange() throws {
        let primary = try #require(Tone.primary.color)
        #expect(primary.hex == "#FF7A00")
        #expect((primary.red, primary.green, primary.blue) == (255, 122, 0))
    }

    @Test func plainHasNoColour() {
        #expect(Tone.plain.color == nil)
        for tone in Tone.allCases where tone != .plain {
            #expect(tone.color != nil, "\(tone)")
        }
    }

    @Test(arguments: Tone.allCases.filter { $0 != .plain })
    func xterm256IsTheNearestPaletteEntry(_ tone: Tone) throws {
        let color = try #require(tone.color)
        #expect(Int(color.xterm256) == Self.nearestXterm256(color))
    }

    @Test func neutralsAndPictureColoursAreTheirNearestXterm256() {
        let colors = Neutral.allCases.flatMap { neutral in ColorScheme.allCases.map { neutral.color(in: $0) } }
            + [ColorToken.pictureDark, ColorToken.pictureLight]
        for color in colors {
            #expect(Int(color.xterm256) == Self.nearestXterm256(color), "\(color.hex)")
        }
    }

    @Test func sixteenColourCodesAreForegroundCodesAndDistinct() {
        let codes = Tone.allCases.compactMap { $0.color?.ansi16 }
        #expect(codes.allSatisfy { (30...37).contains($0) || (90...97).contains($0) })
        #expect(Set(codes).count == codes.count)
    }

    @Test func symbolsHaveGlyphsAndAsciiFallbacks() {
        #expect(Symbol.success.text(unicode: true) == "✔")
        #expect(Symbol.arrow.text(unicode: false) == "->")
        for symbol in Symbol.allCases {
            #expect(symbol.ascii.unicodeScalars.allSatisfy { $0.isASCII }, "\(symbol)")
            #expect(!symbol.glyph.unicodeScalars.allSatisfy { $0.isASCII }, "\(symbol)")
        }
    }

    @Test func spacingScale() {
        #expect(Spacing.allCases.map(\.columns) == [1, 2, 4, 6, 8])
        #expect(Spacing.allCases.map(\.lines) == [1, 1, 2, 3, 4])
    }

    @Test func typographyRoles() {
        #expect(TypographyRole.hero.style == TextStyle(bold: true, tone: .primary))
        #expect(TypographyRole.hero.isUnderlined)
        #expect(TypographyRole.section.style.bold)
        #expect(TypographyRole.body.style == .plain)
        #expect(TypographyRole.caption.style.tone == .muted)
    }

    /// The xterm palette computed independently: the 6x6x6 cube and the 24-step grey ramp.
    private static func nearestXterm256(_ color: ColorToken) -> Int {
        let levels = [0, 95, 135, 175, 215, 255]
        var palette: [(Int, (Int, Int, Int))] = []
        for index in 0..<216 {
            palette.append((16 + index, (levels[index / 36], levels[index / 6 % 6], levels[index % 6])))
        }
        for step in 0..<24 {
            let value = 8 + 10 * step
            palette.append((232 + step, (value, value, value)))
        }
        let target = (Int(color.red), Int(color.green), Int(color.blue))
        func distance(_ rgb: (Int, Int, Int)) -> Int {
            let (r, g, b) = (rgb.0 - target.0, rgb.1 - target.1, rgb.2 - target.2)
            return r * r + g * g + b * b
        }
        return palette.min { distance($0.1) < distance($1.1) }!.0
    }
}
