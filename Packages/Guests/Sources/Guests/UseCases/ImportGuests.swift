public import Domain
import Foundation

/// `rushday guests import EVENT FILE.csv`.
/// Every row is checked first, and every bad one reported as "FILE:LINE: field: problem";
/// then, only if all are good, the whole file is applied in ONE transaction (all or nothing),
/// unless `dryRun`, which reports the same counts and writes nothing. Owners and organizers only.
///
/// The checked rows are held in memory (a few hundred bytes each) between the two steps; the
/// file itself is streamed.
public struct ImportGuests: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ImportGuestsRequest) async throws(DomainError) -> ImportGuestsResponse {
        let user = try await dependencies.currentUser.requireUser()
        let event = try await GuestListAccess(dependencies: dependencies).open(request.event, as: user, for: .change)
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        var columns: ImportColumns?
        var rows: [ImportRow] = []
        var problems: [String] = []
        try dependencies.tableFileReader.read(request.path, options: request.file, header: { header throws(DomainError) in
            columns = try ImportColumns(header: header, mappings: request.mappings, questions: questions)
        }, record: { record in
            guard let columns else { return }
            do throws(DomainError) {
                rows.append(try ImportRow(record, columns: columns, questions: questions))
            } catch {
                problems.append("\(request.path):\(record.line): \(error.message)")
            }
        })
        let ignored = columns?.ignored ?? []
        guard problems.isEmpty else {
            return ImportGuestsResponse(event: event, dryRun: request.dryRun, added: 0, updated: 0, skipped: 0, waitlisted: 0,
                                        problems: problems, ignoredColumns: ignored)
        }
        let checked = rows
        let now = dependencies.clock.now()
        let ids = dependencies.identifierGenerator
        let plan: @Sendable (Event, [Guest]) -> ImportPlan = { current, guests in
            var plan = ImportPlan(event: current, guests: guests, path: request.path, onDuplicate: request.onDuplicate,
                                  now: now, makeID: { ids.make() })
            for row in checked { plan.apply(row) }
            return plan
        }
        // A dry run only reads: it never takes the write lock nor touches the store.
        guard !request.dryRun else {
            return Self.response(plan(event, try await dependencies.guestRepository.guests(of: event.id)), event: event,
                                 dryRun: true, ignored: ignored)
        }
        return try await dependencies.guestRepository.change(event: event.id) { current, guests throws(DomainError) in
            let result = plan(current, guests)
            if result.problems.isEmpty { guests = result.guests }
            return Self.response(result, event: current, dryRun: false, ignored: ignored)
        }
    }

    private static func response(_ plan: ImportPlan, event: Event, dryRun: Bool, ignored: [String]) -> ImportGuestsResponse {
        ImportGuestsResponse(event: event, dryRun: dryRun, added: plan.added, updated: plan.updated, skipped: plan.skipped,
                             waitlisted: plan.waitlisted, problems: plan.problems, ignoredColumns: ignored)
    }
}
