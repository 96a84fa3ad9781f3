/// Glyphs with ASCII fallbacks for terminals that cannot show Unicode.
public enum Symbol: String, CaseIterable, Hashable, Sendable {
    case success, warning, error, info, bullet, arrow, dot
}
