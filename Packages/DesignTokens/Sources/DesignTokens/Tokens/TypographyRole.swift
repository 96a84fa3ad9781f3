/// What a piece of text is, from the largest to the smallest; `code` is text to copy exactly
/// (a ticket code): never wrapped, whatever the width.
public enum TypographyRole: String, CaseIterable, Hashable, Sendable {
    case hero, section, cardTitle, body, caption, code

    public var style: TextStyle {
        switch self {
        case .hero: TextStyle(bold: true, tone: .primary)
        case .section, .cardTitle: TextStyle(bold: true)
        case .body, .code: .plain
        case .caption: TextStyle(tone: .muted)
        }
    }

    /// Whether a rule is drawn under the text. The hero is underlined with a rule rather than
    /// an escape code so it still stands out when colour is off.
    public var isUnderlined: Bool { self == .hero }
}
