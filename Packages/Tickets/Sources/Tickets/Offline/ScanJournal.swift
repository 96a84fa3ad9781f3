public import Domain
import Foundation

/// A door's journal (`tickets checkin --offline --journal FILE`, read by `tickets sync`): one JSON
/// object a line, `{"nonce", "code", "direction": "entry" | "exit", "at": ISO 8601}`, appended and
/// flushed as each scan is let through, so a door that dies keeps every scan before it.
public enum ScanJournal {
    private struct Line: Codable {
        let nonce: String
        let code: String
        let direction: String
        let at: String
    }

    public static func line(_ scan: SyncScansRequest.Scan) -> String {
        let line = Line(nonce: scan.nonce, code: scan.code, direction: scan.direction.rawValue,
                        at: scan.at.formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(line)) ?? Data(), as: UTF8.self)
    }

    /// Every scan of a journal's text; a line that is not one is refused by its number.
    public static func scans(_ text: String, field: String) throws(DomainError) -> [SyncScansRequest.Scan] {
        var scans: [SyncScansRequest.Scan] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty { continue }
            guard let line = try? JSONDecoder().decode(Line.self, from: Data(trimmed.utf8)),
                  let direction = CheckInScan.Direction(rawValue: line.direction),
                  let at = try? Date(line.at, strategy: .iso8601)
            else {
                throw .invalid(field: field, message: "line \(index + 1) is not a journal line like {\"nonce\": …, \"code\": \"RT1:…\", \"direction\": \"entry\", \"at\": \"2027-06-12T19:42:00Z\"}")
            }
            scans.append(SyncScansRequest.Scan(nonce: line.nonce, code: line.code, direction: direction, at: at))
        }
        return scans
    }
}
