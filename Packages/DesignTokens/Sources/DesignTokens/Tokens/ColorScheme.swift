/// A page's light or dark appearance. A terminal brings its own ground; a browser page draws
/// one, so the neutrals under the tones exist once per scheme.
public enum ColorScheme: String, CaseIterable, Hashable, Sendable {
    case light, dark
}
