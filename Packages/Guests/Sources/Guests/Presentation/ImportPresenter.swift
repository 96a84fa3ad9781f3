public import DesignTokens
public import Domain

/// `guests import` and `guests export` answers. JSON of an import:
/// `{"event", "dryRun", "added", "updated", "skipped", "waitlisted", "promoted", "heldTickets", "ignoredColumns", "invalid"}`
/// (`promoted`: the guests the waitlist let in, in order; `heldTickets`: `[{"guest", "tickets"}]`,
/// the guests it declined who still hold valid tickets; `invalid`: the bad rows left out by
/// `--skip-invalid`, 0 without it); CSV: the same keys, one row, the promoted guests by handle,
/// the held tickets as `guest: REF REF`. Bad rows themselves are not part of it: the App prints
/// them on stderr.
public enum ImportPresenter {
    struct SummaryJSON: Encodable, Sendable {
        let event: String
        let dryRun: Bool
        let added: Int
        let updated: Int
        let skipped: Int
        let waitlisted: Int
        let promoted: [GuestJSON]
        let heldTickets: [HeldJSON]
        let ignoredColumns: [String]
        let invalid: Int
    }

    /// A guest the import declined who still holds valid tickets.
    struct HeldJSON: Encodable, Sendable {
        let guest: String
        let tickets: [String]
    }

    /// `{"event", "exported", "output"}`; output is null for standard output.
    struct ExportJSON: Encodable, Sendable {
        let event: String
        let exported: Int
        let output: String?
    }

    public static func imported(_ response: ImportGuestsResponse, words: FaceWords) -> Presentation {
        let verb = response.dryRun ? "Would import" : "Imported"
        var blocks: [Block] = [
            .status(.success, "\(verb) into \(response.event.handle): \(response.added) added, \(response.updated) updated, \(response.skipped) skipped", .success),
        ]
        if response.waitlisted > 0 {
            blocks.append(.status(.warning, "\(Plural.of(response.waitlisted, "acceptance")) did not fit in the capacity and \(response.dryRun ? "would wait" : "wait\(response.waitlisted == 1 ? "s" : "")") on the waitlist, in file order", .warning))
        }
        blocks += response.promoted.map(response.dryRun ? PromotionLine.wouldBe : PromotionLine.block)
        blocks += response.stillHeld.map { PromotionLine.stillHeld($0.guest, $0.tickets, response.dryRun ? "would decline" : "declined", words: words) }
        if response.skippedInvalid {
            blocks.append(.status(.warning, "\(Plural.of(response.problems.count, "bad row")) \(response.dryRun ? "would be" : "\(response.problems.count == 1 ? "was" : "were")") left out; fix \(response.problems.count == 1 ? "it" : "them") and import \(response.problems.count == 1 ? "it" : "them") again", .warning))
        }
        if response.dryRun {
            blocks.append(.text("Dry run: nothing was written.", .caption, .muted))
        }
        let json = SummaryJSON(event: response.event.handle.value, dryRun: response.dryRun, added: response.added,
                               updated: response.updated, skipped: response.skipped, waitlisted: response.waitlisted,
                               promoted: response.promoted.map { GuestJSON($0, zone: response.event.timeZone) },
                               heldTickets: response.stillHeld.map { HeldJSON(guest: $0.guest.value, tickets: $0.tickets) },
                               ignoredColumns: response.ignoredColumns, invalid: response.skippedInvalid ? response.problems.count : 0)
        let keys = ["event", "dryRun", "added", "updated", "skipped", "waitlisted", "promoted", "heldTickets", "ignoredColumns", "invalid"]
        let row = [json.event, String(json.dryRun), String(json.added), String(json.updated), String(json.skipped),
                   String(json.waitlisted), json.promoted.map(\.handle).joined(separator: "; "),
                   json.heldTickets.map { "\($0.guest): \($0.tickets.joined(separator: " "))" }.joined(separator: "; "), json.ignoredColumns.joined(separator: "; "),
                   String(json.invalid)].map { Cell($0) }
        return Presentation(document: Document(blocks), csv: Table(columns: keys.map { Table.Column($0) }, rows: [row], emptyMessage: ""),
                            json: json)
    }

    /// `output`: the file the face wrote the table to (nil: standard output).
    public static func exported(_ response: ExportGuestsResponse, to output: String?) -> Presentation {
        let target = output ?? "standard output"
        let keys = ["event", "exported", "output"]
        let row = [response.event.handle.value, String(response.exported), output ?? ""].map { Cell($0) }
        return Presentation(document: Document([.status(.success, "Exported \(Plural.of(response.exported, "guest")) of \(response.event.handle) to \(target)", .success)]),
                            csv: Table(columns: keys.map { Table.Column($0) }, rows: [row], emptyMessage: ""),
                            json: ExportJSON(event: response.event.handle.value, exported: response.exported, output: output))
    }
}
