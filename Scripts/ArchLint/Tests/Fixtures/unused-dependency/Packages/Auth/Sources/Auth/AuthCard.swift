public import Domain

public struct AuthCard: Sendable {
    public var events: any EventRepository
    public init(events: any EventRepository) { self.events = events }
}
