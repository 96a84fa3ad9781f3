/// How many people an event counts, for features that divide by them (Expenses' cost per
/// head) without knowing where guests or tickets live. The container answers it from the
/// guest list and the door's check-ins.
public protocol HeadCounter: Sendable {
    func heads(of event: EventID) async throws(DomainError) -> HeadCount
}

/// Heads by what is known of them. `checkedIn` (tickets admitted at least once) is nil until
/// the door admits someone; cost per head then divides by it too.
public struct HeadCount: Hashable, Sendable {
    /// Guests who accepted, with the people they bring.
    public let accepted: Int
    public let checkedIn: Int?

    public init(accepted: Int, checkedIn: Int? = nil) {
        self.accepted = accepted
        self.checkedIn = checkedIn
    }
}
