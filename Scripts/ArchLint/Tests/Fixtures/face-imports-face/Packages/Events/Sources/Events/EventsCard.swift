public import Domain
public import DesignTokens

public struct EventsCard: Sendable {
    public var tone: Tone
    public init(tone: Tone) { self.tone = tone }
}

public protocol EventsDependencies {
    var events: any EventRepository { get }
}
