/// A one-line message at the top of a page after something was done ("Event published"),
/// read out by screen readers as a status.
public struct Notice: Hashable, Sendable {
    public let text: String
    public let tone: Tone

    public init(_ text: String, tone: Tone = .success) {
        self.text = text
        self.tone = tone
    }

    public var node: Node {
        .tag(.p, [.class("notice", CSSName.tone(tone) ?? ""), .role("status")], text: text)
    }
}
