public import Domain

/// A volunteer signing themselves, or one of their household, up for a shift from their page:
/// every sign-up rule as a volunteer meets it (`SignUpRules`: not once it started), checked
/// against the board as it is when written, so two taking the last place at once never both
/// get it.
public struct SignUpForShift: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: VolunteerSeatRequest) async throws(DomainError) -> VolunteerSeat {
        let id: ShiftAssignmentID = dependencies.identifierGenerator.make()
        let now = dependencies.clock.now()
        let link = VolunteerLink(secret: request.secret, dependencies: dependencies)
        // Logged as an organiser's `shifts assign` is; the volunteer is who made it. Their event is
        // known once the link is read, in the change.
        let audit = AuditDraft("shift.assign", event: nil, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await link.change(for: request.member) { event, board, holder, member throws(DomainError) in
                let shift = try ShiftLookup.shift(request.shift, on: board, event: event)
                let role = try RoleChoice.role(request.role, of: member, for: shift, on: board, event: event)
                try SignUpRules.check(member, for: shift, as: role, on: board, event: event, at: now, by: .volunteer)
                board.assignments.append(ShiftAssignment(id: id, eventID: event.id, shift: shift.id, volunteer: member.id, role: role.id, assignedAt: now))
                audit.record(event: event.id, target: ShiftAudit.reference(shift), changes: ShiftAudit.seat(member, role: role.id, on: board, taken: true))
                return try Self.seat(of: member, on: shift, in: HouseholdItems(board: board, event: event, holder: holder, now: now))
            }
        }
    }

    static func seat(of member: Volunteer, on shift: Shift, in items: HouseholdItems) throws(DomainError) -> VolunteerSeat {
        guard let seat = items.seats.first(where: { $0.member.number == member.number && $0.shift.number == shift.number }) else {
            throw .referenceMissing
        }
        return seat
    }
}
