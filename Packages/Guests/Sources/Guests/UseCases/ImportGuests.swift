public import Domain
import Foundation

/// `rushday guests import EVENT FILE.csv` (the face reads the file; this sees its rows).
/// One pass over the streamed rows inside ONE write transaction (a `GuestBatch`): each row is
/// checked, then applied, so duplicates later in the file are found among the rows already
/// written. Every bad row is reported by its line and field, with its cells; if there is any
/// (unless `skipInvalid`, which leaves the bad rows out and keeps the good), or with `dryRun`,
/// the transaction is rolled back and the store is left exactly as it was. Nothing of the
/// good rows is held in memory, so a million rows cost what a thousand do. Owners and
/// organizers only.
public struct ImportGuests: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ImportGuestsRequest) async throws(DomainError) -> ImportGuestsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        let clock = dependencies.clock
        let ids = dependencies.identifierGenerator
        let held = try await dependencies.heldTickets.validReferences(of: event.id)
        let progress = request.progress
        // No event until the import is kept and changed the list: a dry run, a file refused for its
        // bad rows, or one whose rows were all skipped leaves no entry. One entry for the file, by counts.
        let draft = AuditDraft("guests.import", event: nil, at: clock.now())
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestRepository.batch(event: event.id) { batch throws(DomainError) in
                // Read with the event locked: instants stored follow the order the store decided in.
                let now = clock.now()
                var plan = try ImportPlan(batch: batch, onDuplicate: request.onDuplicate, now: now, held: held,
                                      makeID: { ids.make() })
                var columns: ImportColumns?
                var fileHeader: [String] = []
                var rows = 0
                let report = { (plan: ImportPlan) in
                    progress?(ImportGuestsProgress(rows: rows, added: plan.added, updated: plan.updated, skipped: plan.skipped, bad: plan.problems.count))
                }
                try request.source.read(header: { header throws(DomainError) in
                    fileHeader = header
                    columns = try ImportColumns(header: header, mappings: request.mappings, questions: questions)
                }, record: { record throws(DomainError) in
                    guard let columns else { return }
                    rows += 1
                    defer { if rows % ImportGuestsProgress.every == 0 { report(plan) } }
                    let row: ImportRow
                    do throws(DomainError) {
                        row = try ImportRow(record, columns: columns, questions: questions)
                    } catch {
                        plan.report(line: record.line, error, cells: record.fields)
                        return
                    }
                    try plan.apply(row, cells: record.fields)
                })
                report(plan)
                let response = ImportGuestsResponse(event: batch.event, dryRun: request.dryRun, added: plan.added,
                                                    updated: plan.updated, skipped: plan.skipped, waitlisted: plan.waitlisted,
                                                    promoted: plan.promoted, stillHeld: plan.stillHeld, problems: plan.problems,
                                                    ignoredColumns: columns?.ignored ?? [], header: fileHeader, columns: columns?.targets ?? [],
                                                    skippedInvalid: request.skipInvalid && !plan.problems.isEmpty)
                let keep = (plan.problems.isEmpty || request.skipInvalid) && !request.dryRun
                let changes = [("added", plan.added), ("updated", plan.updated), ("promoted", plan.promoted.count)]
                    .filter { $0.1 > 0 }.map { AuditChange($0.0, old: nil, new: String($0.1)) }
                if keep, !changes.isEmpty { draft.record(event: event.id, target: event.handle.value, changes: changes) }
                return (outcome: response, keep: keep)
            }
        }
    }
}
