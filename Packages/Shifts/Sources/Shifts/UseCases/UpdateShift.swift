public import Domain

/// `rushday shifts update EVENT SHIFT [--title] [--place] [--starts] [--ends] [--need ROLE=N ...]`:
/// what is given changes (`--place ""` clears it). Refused, changing nothing, when a role would
/// need fewer than are on it, or new times would put a volunteer on two shifts at once. New
/// times or a new place are mailed to its volunteers; a new start reminds them again for it.
/// Owners and organizers only.
public struct UpdateShift: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: UpdateShiftRequest) async throws(DomainError) -> ShiftItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageShifts)
        let title = try request.title.map { raw throws(DomainError) in try ShiftFields.line(raw, field: "title", example: "Bar, evening") }
        let place = try request.place.map { raw throws(DomainError) in try ShiftFields.optionalLine(raw, field: "place", example: "Main tent") }
        let starts = try request.starts.map { raw throws(DomainError) in try DateTimeInput.parse(raw, in: event.timeZone, field: "starts") }
        let ends = try request.ends.map { raw throws(DomainError) in try DateTimeInput.parse(raw, in: event.timeZone, field: "ends") }
        guard title != nil || place != nil || starts != nil || ends != nil || !request.needs.isEmpty else {
            throw .nothingToChange
        }
        let now = dependencies.clock.now()
        let audit = AuditDraft("shift.update", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let before = try ShiftLookup.shift(request.shift, on: board, event: event)
                var shift = before
                if let title { shift.title = title }
                if let place { shift.place = place }
                if let starts { shift.starts = starts }
                if let ends { shift.ends = ends }
                guard shift.starts < shift.ends else { throw .shiftEndsBeforeStart }
                for need in try ShiftNeedsInput.parse(request.needs, on: board, event: event) {
                    let taken = board.assignments(on: shift.id, as: need.role).count
                    if taken > need.count, let role = board.role(need.role) {
                        let are = taken == 1 ? "1 volunteer is" : "\(taken) volunteers are"
                        throw .invalid(field: "need", message: "\(are) on shift #\(shift.number) as \(UserText.quoted(role.name)); unassign some before it needs \(need.count)")
                    }
                    if let index = shift.needs.firstIndex(where: { $0.role == need.role }) { shift.needs[index] = need } else { shift.needs.append(need) }
                }
                if !shift.isCancelled {
                    for assignment in board.assignments.filter({ $0.shift == shift.id }) {
                        let others = board.assignments(of: assignment.volunteer).compactMap { board.shift($0.shift) }
                        if let other = others.first(where: { $0.id != shift.id && !$0.isCancelled && $0.overlaps(shift) }),
                           let volunteer = board.volunteer(assignment.volunteer) {
                            throw .invalid(field: "starts", message: "\(UserText.quoted(volunteer.name)) would be on shift #\(shift.number) and #\(other.number) at once; unassign them first")
                        }
                    }
                }
                guard shift != before else { throw .nothingToChange }
                shift.updatedAt = now
                audit.record(target: ShiftAudit.reference(shift), changes: AuditChange.between(before, shift, ShiftAudit.fields(on: board)))
                board.shifts[board.shifts.firstIndex { $0.id == shift.id }!] = shift
                if shift.starts != before.starts {
                    for index in board.assignments.indices where board.assignments[index].shift == shift.id {
                        board.assignments[index].reminderMessage = nil
                    }
                }
                if !shift.isCancelled, shift.starts != before.starts || shift.ends != before.ends || shift.place != before.place {
                    board.mail += ShiftMail.news(shift, on: board, event: event, at: now, ids: dependencies.identifierGenerator)
                }
                return BoardItems(board: board, event: event, now: now).shift(shift)
            }
        }
    }
}
