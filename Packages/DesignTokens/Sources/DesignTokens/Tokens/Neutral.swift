/// The ground the tones are drawn on: page background, card surface, body text, rules, and the
/// text on a primary-coloured button. Only a browser page needs them (a terminal keeps its own
/// colours), and they differ per scheme.
public enum Neutral: String, CaseIterable, Hashable, Sendable {
    case background, surface, text, border
    /// Dark in both schemes: the brand orange is light, and white on it is hard to read.
    case onPrimary

    public func color(in scheme: ColorScheme) -> ColorToken {
        switch (self, scheme) {
        case (.background, .light): ColorToken(red: 0xFA, green: 0xFA, blue: 0xF9, xterm256: 231, ansi16: 97)
        case (.surface, .light): ColorToken(red: 0xFF, green: 0xFF, blue: 0xFF, xterm256: 231, ansi16: 97)
        case (.text, .light): ColorToken(red: 0x1C, green: 0x1C, blue: 0x1E, xterm256: 234, ansi16: 30)
        case (.border, .light): ColorToken(red: 0xDC, green: 0xDC, blue: 0xDC, xterm256: 253, ansi16: 37)
        case (.background, .dark): ColorToken(red: 0x12, green: 0x12, blue: 0x12, xterm256: 233, ansi16: 30)
        case (.surface, .dark): ColorToken(red: 0x1E, green: 0x1E, blue: 0x1E, xterm256: 234, ansi16: 30)
        case (.text, .dark): ColorToken(red: 0xED, green: 0xED, blue: 0xED, xterm256: 255, ansi16: 97)
        case (.border, .dark): ColorToken(red: 0x3A, green: 0x3A, blue: 0x3A, xterm256: 237, ansi16: 90)
        case (.onPrimary, _): ColorToken(red: 0x1C, green: 0x1C, blue: 0x1E, xterm256: 234, ansi16: 30)
        }
    }
}
