/// One value in a table or card, with its meaning.
public struct Cell: Hashable, Sendable, ExpressibleByStringLiteral {
    public var text: String
    public var tone: Tone

    public init(_ text: String, tone: Tone = .plain) {
        self.text = text
        self.tone = tone
    }

    public init(stringLiteral text: String) {
        self.init(text)
    }
}
