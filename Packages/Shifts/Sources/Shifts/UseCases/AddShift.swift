public import Domain

/// `rushday shifts add EVENT TITLE --starts --ends [--place] --need ROLE=N ...`, numbered one
/// past the largest number the event's shifts hold. Owners and organizers only.
public struct AddShift: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddShiftRequest) async throws(DomainError) -> ShiftItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageShifts)
        let draft = try ShiftDraft(title: request.title, starts: request.starts, ends: request.ends, place: request.place, needs: request.needs,
                                   zone: event.timeZone)
        let id: ShiftID = dependencies.identifierGenerator.make()
        let now = dependencies.clock.now()
        // Its number is given under the board's lock, so the entry is told it there.
        let audit = AuditDraft("shift.add", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let shift = try draft.shift(on: board, event: event, id: id, at: now)
                board.shifts.append(shift)
                audit.record(target: ShiftAudit.reference(shift), changes: AuditChange.made(shift, ShiftAudit.fields(on: board)))
                return BoardItems(board: board, event: event, now: now).shift(shift)
            }
        }
    }
}
