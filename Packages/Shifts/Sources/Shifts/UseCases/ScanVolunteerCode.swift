public import Domain

/// A volunteer's code scanned at the door page (or `rushday shifts scan`): entry checks them
/// in to the shift whose check-in is open now, exit checks them out of the one they are on
/// (`DoorShift`). A door link may, at its own event, as may every member. A code that is not
/// genuine, or a volunteer with no shift to check in to, is refused and changes nothing.
public struct ScanVolunteerCode: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ScanVolunteerRequest) async throws(DomainError) -> VolunteerScan {
        let event = try await door(request.event)
        let key = try await dependencies.eventSigningKeyRepository.signingKey(of: event.id)
        let code = try VolunteerCode.read(request.code, event: event.id, key: key, signer: dependencies.signatureService)
        let now = dependencies.clock.now()
        // The volunteer's own check-in (or out), by their code; the door, if it was one, is who made it.
        let audit = AuditDraft(request.direction == .entry ? "volunteer.check-in" : "volunteer.check-out", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                guard let volunteer = board.volunteer(code.volunteerID) else {
                    throw .invalid(field: "code", message: "the code of a volunteer who is no longer at this event")
                }
                let index = request.direction == .entry
                    ? try DoorShift.entry(of: volunteer, on: board, event: event, at: now)
                    : try DoorShift.exit(of: volunteer, on: board, event: event, at: now)
                if request.direction == .entry { board.assignments[index].checkedInAt = now } else { board.assignments[index].checkedOutAt = now }
                let assignment = board.assignments[index]
                let items = BoardItems(board: board, event: event, now: now)
                guard let shift = board.shift(assignment.shift) else { throw .referenceMissing }
                audit.record(target: VolunteerAudit.reference(volunteer),
                             changes: [AuditChange("shift", old: nil, new: ShiftAudit.reference(shift)), AuditChange("at", old: nil, new: AuditChange.instant(now))])
                return VolunteerScan(volunteer: items.volunteer(volunteer), shift: items.shift(shift), role: board.role(assignment.role)?.name ?? "",
                                     direction: request.direction, at: now)
            }
        }
    }

    /// The event, opened by the request's door link or by a member.
    private func door(_ reference: String) async throws(DomainError) -> Event {
        let access = EventAccess(dependencies)
        guard let door = try await dependencies.doorPass.door() else { return try await access.event(reference, for: .checkInVolunteers) }
        return try await access.event(reference, at: door, for: .checkInVolunteers)
    }
}
