public import Domain
import NIOCore

public struct AuthCard: Sendable {
    public var tone: Int
    public init(tone: Int) { self.tone = tone }
}
