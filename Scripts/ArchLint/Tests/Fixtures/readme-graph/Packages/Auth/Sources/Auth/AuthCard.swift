public import Domain


public struct AuthCard: Sendable {
    public var tone: Int
    public init(tone: Int) { self.tone = tone }
}

public protocol AuthDependencies {
    var events: any EventRepository { get }
}
