/// Glyphs with ASCII fallbacks for terminals that cannot show Unicode.
public enum Symbol: String, CaseIterable, Hashable, Sendable {
    case success, warning, error, info, bullet, arrow, dot

    public var glyph: String {
        switch self {
        case .success: "✔"
        case .warning: "⚠"
        case .error: "✖"
        case .info: "ℹ"
        case .bullet: "•"
        case .arrow: "→"
        case .dot: "·"
        }
    }

    /// Status fallbacks are one character wide, like the glyphs, so status lines keep their
    /// text aligned on an ASCII terminal too.
    public var ascii: String {
        switch self {
        case .success: "+"
        case .warning: "!"
        case .error: "x"
        case .info: "i"
        case .bullet: "*"
        case .arrow: "->"
        case .dot: "."
        }
    }

    public func text(unicode: Bool) -> String {
        unicode ? glyph : ascii
    }
}
