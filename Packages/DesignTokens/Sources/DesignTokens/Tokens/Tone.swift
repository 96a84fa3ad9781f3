/// Semantic colours. Features say what a thing means (success, warning); the renderer decides
/// how that looks on this terminal.
public enum Tone: String, CaseIterable, Hashable, Sendable {
    case plain, primary, success, warning, error, muted

    /// The palette. `nil` for `plain`: plain text keeps the terminal's own foreground colour, so
    /// it stays readable on light and dark themes alike.
    public var color: ColorToken? {
        switch self {
        case .plain:
            nil
        case .primary:
            // On the 16-colour palette "yellow" is the VGA brown/orange, the closest to the brand
            // orange; bright yellow is left to warnings so the two stay apart.
            ColorToken(red: 0xFF, green: 0x7A, blue: 0x00, xterm256: 208, ansi16: 33)
        case .success:
            ColorToken(red: 0x2E, green: 0xA0, blue: 0x43, xterm256: 35, ansi16: 32)
        case .warning:
            ColorToken(red: 0xFF, green: 0xB0, blue: 0x00, xterm256: 214, ansi16: 93)
        case .error:
            ColorToken(red: 0xE5, green: 0x48, blue: 0x4D, xterm256: 167, ansi16: 31)
        case .muted:
            ColorToken(red: 0x8A, green: 0x8A, blue: 0x8A, xterm256: 245, ansi16: 90)
        }
    }
}
