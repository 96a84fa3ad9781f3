/// Semantic colours. Features say what a thing means (success, warning); the renderer decides
/// how that looks on this terminal.
public enum Tone: String, CaseIterable, Hashable, Sendable {
    case plain, primary, success, warning, error, muted
}
