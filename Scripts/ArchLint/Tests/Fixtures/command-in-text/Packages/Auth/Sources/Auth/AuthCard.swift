public import Domain
public import DesignTokens

public struct AuthCard: Sendable {
    public var tone: Tone
    public init(tone: Tone) { self.tone = tone }
}

public protocol AuthDependencies {
    var events: any EventRepository { get }
}

/// A doc comment may show `rushday auth login --email EMAIL`.
public enum AuthTexts {
    // So may a comment: --email, 'rushday events list'.
    public static let fine = ["x--y", "a -- b", "2026-12-01", "rushday placeholder", "the rushday that wrote it", "\(1)--"]
    public static let flag = "give --rate R, how many one is worth"
    public static let command = """
        no account yet;
        see your events with 'rushday events list'
        """
}
