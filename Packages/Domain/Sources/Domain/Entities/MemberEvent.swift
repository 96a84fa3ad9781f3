/// An event as one member holds it: the event and that member's role, read together so a
/// listing costs one query, not one per event.
public struct MemberEvent: Hashable, Sendable {
    public let event: Event
    public let role: Role

    public init(event: Event, role: Role) {
        self.event = event
        self.role = role
    }
}
