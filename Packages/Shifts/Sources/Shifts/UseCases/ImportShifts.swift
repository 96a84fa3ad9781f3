public import Domain

/// `rushday shifts import EVENT FILE.csv`: a shift per row, columns `title`, `starts`, `ends`
/// (in the event's zone, as `shifts add` takes them), and optionally `place` and `needs`
/// ("Bar=2; Door=1"). All or nothing: any bad row refuses the file, naming the rows. Owners and
/// organizers only.
public struct ImportShifts: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, source: any TableSource) async throws(DomainError) -> ShiftList {
        let event = try await EventAccess(dependencies).event(reference, for: .manageShifts)
        let table = try ImportRows(source, required: ["title", "starts", "ends"], optional: ["place", "needs"])
        let drafts = try table.each { cells throws(DomainError) in
            try ShiftDraft(title: cells["title"] ?? "", starts: cells["starts"] ?? "", ends: cells["ends"] ?? "",
                           place: ImportRows.given(cells["place"]), needs: ListInput.items(cells["needs"]), zone: event.timeZone)
        }
        let ids = dependencies.identifierGenerator
        let now = dependencies.clock.now()
        let audit = AuditDraft("shifts.import", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let added = try ImportRows.each(table.lines(drafts)) { draft throws(DomainError) in
                    let shift = try draft.shift(on: board, event: event, id: ids.make(), at: now)
                    board.shifts.append(shift)
                    return shift
                }
                audit.record(target: added.map(ShiftAudit.reference).joined(separator: " "),
                             changes: [AuditChange("count", old: nil, new: String(added.count))])
                let items = BoardItems(board: board, event: event, now: now)
                return ShiftList(event: event.handle, zone: event.timeZone, shifts: added.map(items.shift), all: board.shifts.map(items.shift))
            }
        }
    }
}
