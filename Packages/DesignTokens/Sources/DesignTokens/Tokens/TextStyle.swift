/// How a run of text looks: weight and colour. Kept this small on purpose: bold and colour are
/// the two attributes every colour terminal honours.
public struct TextStyle: Hashable, Sendable {
    public var bold: Bool
    public var tone: Tone

    public init(bold: Bool = false, tone: Tone = .plain) {
        self.bold = bold
        self.tone = tone
    }

    public static let plain = TextStyle()
}
