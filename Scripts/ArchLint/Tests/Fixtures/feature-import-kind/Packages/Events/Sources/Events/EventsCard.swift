public import Domain


public struct EventsCard: Sendable {
    public var tone: Int
    public init(tone: Int) { self.tone = tone }
}

public protocol EventsDependencies {
    var events: any EventRepository { get }
}
