public import Domain
@_exported import Store

public struct AuthCard: Sendable {
    public var tone: Int
    public init(tone: Int) { self.tone = tone }
}
