public import Domain
#if canImport(Events)
import Events
#endif

public struct AuthCard: Sendable {
    public var tone: Int
    public init(tone: Int) { self.tone = tone }
}
