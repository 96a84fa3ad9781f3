/// A short status word drawn in its tone: "PUBLISHED", "DRAFT".
public struct Badge: Hashable, Sendable {
    public var text: String
    public var tone: Tone

    public init(_ text: String, tone: Tone) {
        self.text = text
        self.tone = tone
    }
}
