public import Domain
import struct Events.EventsCard

public struct AuthCard: Sendable {
    public var tone: Int
    public init(tone: Int) { self.tone = EventsCard(tone: tone).tone }
}
