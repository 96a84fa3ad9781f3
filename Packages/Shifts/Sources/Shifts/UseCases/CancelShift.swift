public import Domain

/// `rushday shifts cancel EVENT SHIFT`: kept, marked cancelled, its volunteers listed on it
/// still but free for other shifts at its times, each told by mail. Owners and organizers only.
public struct CancelShift: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, shift shiftReference: String) async throws(DomainError) -> ShiftItem {
        let event = try await EventAccess(dependencies).event(reference, for: .manageShifts)
        let now = dependencies.clock.now()
        let audit = AuditDraft("shift.cancel", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                var shift = try ShiftLookup.shift(shiftReference, on: board, event: event)
                guard !shift.isCancelled else { throw .invalid(field: "shift", message: "shift #\(shift.number) is cancelled already") }
                shift.cancelledAt = now
                shift.updatedAt = now
                audit.record(target: ShiftAudit.reference(shift), changes: [AuditChange("cancelled", old: nil, new: AuditChange.instant(now))])
                board.shifts[board.shifts.firstIndex { $0.id == shift.id }!] = shift
                board.mail += ShiftMail.news(shift, on: board, event: event, at: now, ids: dependencies.identifierGenerator)
                return BoardItems(board: board, event: event, now: now).shift(shift)
            }
        }
    }
}
