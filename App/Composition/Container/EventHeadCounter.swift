import Domain

/// Heads for features that divide by them: accepted guests with the people they bring, from
/// the guest list; and, once the door has admitted anyone, the tickets that came in at least
/// once (a party's members each hold one), from the check-ins. Nil before the first admission,
/// so an event without a door is not said to have had nobody.
struct EventHeadCounter: HeadCounter {
    let guests: any GuestRepository
    let checkIns: any CheckInRepository

    func heads(of event: EventID) async throws(DomainError) -> HeadCount {
        let accepted = try await guests.acceptedHeads(of: event)
        let arrived = try await checkIns.scans(of: event).ticketsAdmitted
        return HeadCount(accepted: accepted, checkedIn: arrived == 0 ? nil : arrived)
    }
}
