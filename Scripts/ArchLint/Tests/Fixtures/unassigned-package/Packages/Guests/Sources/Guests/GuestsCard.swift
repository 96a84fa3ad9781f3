public import Domain


public struct GuestsCard: Sendable {
    public var tone: Int
    public init(tone: Int) { self.tone = tone }
}

public protocol GuestsDependencies {
    var events: any EventRepository { get }
}
