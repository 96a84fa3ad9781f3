import Domain

/// Heads for features that divide by them, from the guest list: accepted guests with the
/// people they bring. Checked-in heads stay unknown (nil) until tickets count arrivals; the
/// Tickets feature then fills `checkedIn` here from its own repository.
struct GuestListHeadCounter: HeadCounter {
    let guests: any GuestRepository

    func heads(of event: EventID) async throws(DomainError) -> HeadCount {
        let accepted = try await guests.guests(of: event).filter { $0.status == .accepted }.reduce(0) { $0 + $1.heads }
        return HeadCount(accepted: accepted)
    }
}
