import Domain

extension Event {
    /// The event as a member of `role` may see it: money is for the owner and organizers, so
    /// staff (the door) see no budget, on the dashboard, in the list or in any JSON, as the
    /// expenses' own pages refuse them.
    func seen(by role: Role) -> Event {
        guard role == .staff else { return self }
        var event = self
        event.budget = nil
        return event
    }
}
