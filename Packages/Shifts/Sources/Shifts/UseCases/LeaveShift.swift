public import Domain

/// A volunteer taking themselves, or one of their household, off a shift from their page, until
/// the deadline before it starts (`LeaveRules`); what they left is returned.
public struct LeaveShift: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: VolunteerSeatRequest) async throws(DomainError) -> VolunteerSeat {
        let now = dependencies.clock.now()
        let link = VolunteerLink(secret: request.secret, dependencies: dependencies)
        // Logged as an organiser's `shifts unassign` is; the volunteer is who made it. Their event is
        // known once the link is read, in the change.
        let audit = AuditDraft("shift.unassign", event: nil, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await link.change(for: request.member) { event, board, holder, member throws(DomainError) in
                let shift = try ShiftLookup.shift(request.shift, on: board, event: event)
                guard let index = board.assignments.firstIndex(where: { $0.shift == shift.id && $0.volunteer == member.id }) else {
                    throw .invalid(field: "shift", message: "\(UserText.quoted(member.name)) is not on shift #\(shift.number)")
                }
                try LeaveRules.check(board.assignments[index], shift, of: member, event: event, at: now)
                let seat = try SignUpForShift.seat(of: member, on: shift, in: HouseholdItems(board: board, event: event, holder: holder, now: now))
                audit.record(event: event.id, target: ShiftAudit.reference(shift),
                             changes: ShiftAudit.seat(member, role: board.assignments[index].role, on: board, taken: false))
                board.assignments.remove(at: index)
                return seat
            }
        }
    }
}
