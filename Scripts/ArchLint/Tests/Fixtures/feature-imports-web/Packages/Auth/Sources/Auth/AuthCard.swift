public import Domain
import WebServer
import Hummingbird
import NIOCore

public struct AuthCard: Sendable {
    public var tone: Int
    public init(tone: Int) { self.tone = tone }
}
