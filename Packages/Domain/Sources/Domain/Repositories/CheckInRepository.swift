// Modelled for a feature still to come; no store implements it yet.
public protocol CheckInRepository: Sendable {
    /// Records the admission unless the ticket was already admitted; returns the earlier
    /// check-in in that case, atomically, so two scanners cannot both admit one ticket.
    func checkIn(_ checkIn: CheckIn) async throws(DomainError) -> CheckIn?
    func list(event: EventID) async throws(DomainError) -> [CheckIn]
}
