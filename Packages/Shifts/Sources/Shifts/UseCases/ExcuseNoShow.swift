public import Domain

/// `rushday shifts excuse EVENT SHIFT VOLUNTEER`: a shift missed for a reason is no no-show.
/// Owners and organizers only.
public struct ExcuseNoShow: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ShiftSeatRequest) async throws(DomainError) -> ShiftItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageShifts)
        let now = dependencies.clock.now()
        let audit = AuditDraft("shift.excuse", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let seat = try SeatLookup.index(request, on: board, event: event)
                guard ShiftRecord.isNoShow(board.assignments[seat.index], on: board, at: now) else {
                    throw .invalid(field: "volunteer", message: "\(UserText.quoted(seat.volunteer.name)) is no no-show of shift #\(seat.shift.number); only a shift ended without a check-in is excused")
                }
                board.assignments[seat.index].excusedAt = now
                audit.record(target: ShiftAudit.reference(seat.shift), changes: ShiftAudit.attendance(of: seat.volunteer, "excused", now))
                return BoardItems(board: board, event: event, now: now).shift(seat.shift)
            }
        }
    }
}
