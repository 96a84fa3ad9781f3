public import Domain

/// `rushday shifts volunteers forgive EVENT VOLUNTEER`: lets a volunteer stopped by their
/// no-shows sign up again: those they have now stay no-shows but no longer stop them; later
/// ones count again. Owners and organizers only.
public struct ForgiveNoShows: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, volunteer: String) async throws(DomainError) -> VolunteerItem {
        let event = try await EventAccess(dependencies).event(reference, for: .manageShifts)
        let now = dependencies.clock.now()
        let audit = AuditDraft("volunteer.forgive", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let found = try ShiftLookup.volunteer(volunteer, on: board, event: event)
                let missed = Set(ShiftRecord.unforgivenNoShows(of: found.id, on: board, at: now).map(\.id))
                guard !missed.isEmpty else {
                    throw .invalid(field: "volunteer", message: "\(UserText.quoted(found.name)) has no no-show left to forgive")
                }
                for index in board.assignments.indices where missed.contains(board.assignments[index].id) { board.assignments[index].forgivenAt = now }
                // The shifts they missed that no longer stop them.
                let shifts = board.assignments.filter { missed.contains($0.id) }.compactMap { board.shift($0.shift) }.map(ShiftAudit.reference)
                audit.record(target: VolunteerAudit.reference(found), changes: [AuditChange("forgiven", old: nil, new: shifts.joined(separator: " "))])
                return BoardItems(board: board, event: event, now: now).volunteer(found)
            }
        }
    }
}
