/// What a piece of text is, from the largest to the smallest.
public enum TypographyRole: String, CaseIterable, Hashable, Sendable {
    case hero, section, cardTitle, body, caption
}
