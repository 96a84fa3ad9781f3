public import Domain

/// `rushday shifts volunteers import EVENT FILE.csv`: a volunteer per row, column `name`, and
/// optionally `email`, `phone`, `roles` ("Bar; Door") and `household`, each as `volunteers add`
/// takes it. All or nothing: any bad row refuses the file, naming the rows. Owners and
/// organizers only.
public struct ImportVolunteers: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, source: any TableSource) async throws(DomainError) -> [VolunteerItem] {
        let event = try await EventAccess(dependencies).event(reference, for: .manageShifts)
        let table = try ImportRows(source, required: ["name"], optional: ["email", "phone", "roles", "household"])
        let drafts = try table.each { cells throws(DomainError) in
            try VolunteerDraft(name: cells["name"] ?? "", email: ImportRows.given(cells["email"]), phone: ImportRows.given(cells["phone"]),
                               roles: ListInput.items(cells["roles"]), household: ImportRows.given(cells["household"]))
        }
        let ids = dependencies.identifierGenerator
        let now = dependencies.clock.now()
        let audit = AuditDraft("volunteers.import", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let added = try ImportRows.each(table.lines(drafts)) { draft throws(DomainError) in
                    let volunteer = try draft.volunteer(on: board, event: event, id: ids.make(), at: now)
                    board.volunteers.append(volunteer)
                    return volunteer
                }
                audit.record(target: added.map(VolunteerAudit.reference).joined(separator: " "),
                             changes: [AuditChange("count", old: nil, new: String(added.count))])
                let items = BoardItems(board: board, event: event, now: now)
                return added.map(items.volunteer)
            }
        }
    }
}
