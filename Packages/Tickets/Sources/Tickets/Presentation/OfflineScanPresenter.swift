public import DesignTokens
import Domain

/// `tickets checkin --offline`: the same lines as online ("✔ #12 admitted K7QM3XPA Ann Lee
/// (regular)"), with the holder when the door has a list, and the same JSON keys.
public enum OfflineScanPresenter {
    public static func line(_ scan: OfflineScanResponse) -> Presentation {
        let json = ScanPresenter.ScanJSON(scan)
        return Presentation(document: Document([.status(scan.refusal == nil ? .success : .error, text(scan), scan.refusal == nil ? .success : .error)]),
                            csv: ScanPresenter.table([json]), json: json)
    }

    public static func summary(_ scans: [OfflineScanResponse]) -> Presentation {
        let admitted = scans.last?.admitted ?? 0
        let refused = scans.last?.refused ?? 0
        let json = ScanPresenter.SummaryJSON(admitted: admitted, refused: refused, scans: scans.map(ScanPresenter.ScanJSON.init))
        let verb = scans.first?.direction == .exit ? "exits recorded" : "admitted"
        return Presentation(document: Document([.text("\(scans.count) scanned offline: \(admitted) \(verb), \(refused) refused; 'tickets sync' uploads the journal",
                                                      .caption, refused == 0 ? .plain : .warning)]),
                            csv: ScanPresenter.table(json.scans), json: json)
    }

    static func text(_ scan: OfflineScanResponse) -> String {
        let who = scan.ticket.map { "\($0.reference) \($0.holder) (\($0.type))" }
        if let refusal = scan.refusal {
            return "\(who ?? "code " + UserText.quoted(scan.code)): \(refusal.reason(for: nil))"
        }
        return "#\(scan.admitted) \(scan.direction == .entry ? "admitted" : "exit recorded") \(who ?? "")"
    }
}
