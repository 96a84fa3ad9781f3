public import Domain

/// An event's members; also the answer of members add and remove (the list after the change).
public struct MemberListResponse: Hashable, Sendable {
    public let event: Event
    public let members: [MemberRecord]

    public init(event: Event, members: [MemberRecord]) {
        self.event = event
        self.members = members
    }
}
