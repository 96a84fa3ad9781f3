public import Domain
public import DesignTokens

public struct AuthCard: Sendable {
    public var tone: Tone
    public init(tone: Tone) { self.tone = tone }
}

public protocol AuthDependencies {
    var events: any EventRepository { get }
}
