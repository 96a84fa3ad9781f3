public import DesignTokens
import Domain

/// Check-in answers. On screen, one line per scan as it happens ("✔ #12 admitted K7QM3XPA Ann
/// Lee (regular)", "✖ K7QM3XPA Ann Lee: already checked in at 19:42 by door-2"), then a summary.
/// JSON, after the last scan: `{"admitted": 2, "refused": 1, "scans": [{"code": "RT1:…", "result":
/// "admitted" | "exited" | "refused", "reason": "…" | null, "ticket": "K7QM3XPA" | null,
/// "holder": "Ann Lee" | null, "type": "regular" | null}]}`; CSV: the scans' keys.
public enum ScanPresenter {
    public static func line(_ scan: ScanResponse) -> Presentation {
        let json = ScanJSON(scan)
        return Presentation(document: Document([.status(scan.isRecorded ? .success : .error, text(scan), scan.isRecorded ? .success : .error)]),
                            csv: table([json]), json: json)
    }

    public static func summary(_ scans: [ScanResponse]) -> Presentation {
        let admitted = scans.last?.admitted ?? 0
        let refused = scans.last?.refused ?? 0
        let json = SummaryJSON(admitted: admitted, refused: refused, scans: scans.map(ScanJSON.init))
        let verb = scans.first?.direction == .exit ? "exits recorded" : "admitted"
        return Presentation(document: Document([.text("\(scans.count) scanned: \(admitted) \(verb), \(refused) refused", .caption, refused == 0 ? .plain : .warning)]),
                            csv: table(json.scans), json: json)
    }

    public static func text(_ scan: ScanResponse) -> String {
        let who = scan.ticket.map { "\($0.ticket.reference) \($0.ticket.holder) (\($0.type.handle))" }
        if let refusal = scan.refusal {
            return "\(who ?? "code " + UserText.quoted(scan.code)): \(refusal.reason(for: scan.event))"
        }
        let verb = scan.direction == .entry ? "admitted" : "exit recorded"
        return "#\(scan.admitted) \(verb) \(who ?? "")"
    }

    struct ScanJSON: JSONWritable, Sendable {
        let code: String
        let result: String
        let reason: String?
        let ticket: String?
        let holder: String?
        let type: String?

        init(_ scan: ScanResponse) {
            code = scan.code
            result = scan.refusal != nil ? "refused" : scan.direction == .entry ? "admitted" : "exited"
            reason = scan.refusal?.reason(for: scan.event)
            ticket = scan.ticket?.ticket.reference
            holder = scan.ticket?.ticket.holder
            type = scan.ticket?.type.handle.value
        }

        init(_ scan: OfflineScanResponse) {
            code = scan.code
            result = scan.refusal != nil ? "refused" : scan.direction == .entry ? "admitted" : "exited"
            reason = scan.refusal?.reason(for: nil)
            ticket = scan.ticket?.reference
            holder = scan.ticket?.holder
            type = scan.ticket?.type
        }

        enum CodingKeys: String, CodingKey { case code, result, reason, ticket, holder, type }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(code, forKey: .code)
            try container.encode(result, forKey: .result)
            try container.encode(reason, forKey: .reason)
            try container.encode(ticket, forKey: .ticket)
            try container.encode(holder, forKey: .holder)
            try container.encode(type, forKey: .type)
        }

        /// The same bytes as `encode(to:)` through `OutputRenderer`'s encoder, keys in its sorted
        /// order: a door's page asks for one a scan, and the encoder took a thirtieth of the
        /// server's work on each.
        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("code")
            writer.string(code)
            writer.key("holder")
            writer.string(holder)
            writer.key("reason")
            writer.string(reason)
            writer.key("result")
            writer.string(result)
            writer.key("ticket")
            writer.string(ticket)
            writer.key("type")
            writer.string(type)
            writer.endObject()
        }
    }

    struct SummaryJSON: Encodable, Sendable {
        let admitted: Int
        let refused: Int
        let scans: [ScanJSON]
    }

    static func table(_ scans: [ScanJSON]) -> Table {
        Table(columns: ["code", "result", "reason", "ticket", "holder", "type"].map { Table.Column($0) },
              rows: scans.map { [$0.code, $0.result, $0.reason ?? "", $0.ticket ?? "", $0.holder ?? "", $0.type ?? ""].map { Cell($0) } },
              emptyMessage: "")
    }
}
