public import Domain

/// `rushday shifts unassign EVENT SHIFT VOLUNTEER`: takes them off the shift, unless they have
/// checked in to it or it has ended (what happened is kept: a no-show is excused, not erased).
/// Owners and organizers only.
public struct UnassignVolunteer: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ShiftSeatRequest) async throws(DomainError) -> ShiftItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageShifts)
        let now = dependencies.clock.now()
        let audit = AuditDraft("shift.unassign", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let seat = try SeatLookup.index(request, on: board, event: event)
                guard board.assignments[seat.index].checkedInAt == nil else {
                    throw .invalid(field: "volunteer", message: "\(UserText.quoted(seat.volunteer.name)) checked in to shift #\(seat.shift.number); their hours stay on it")
                }
                guard seat.shift.ends > now || seat.shift.isCancelled else {
                    throw .invalid(field: "shift", message: "shift #\(seat.shift.number) has ended; what happened at it stays (excuse a missed shift instead)")
                }
                audit.record(target: ShiftAudit.reference(seat.shift),
                             changes: ShiftAudit.seat(seat.volunteer, role: board.assignments[seat.index].role, on: board, taken: false))
                board.assignments.remove(at: seat.index)
                return BoardItems(board: board, event: event, now: now).shift(seat.shift)
            }
        }
    }
}
