import Domain
import Foundation
import Tickets

/// The door page's upload, `{"scans": [{"nonce", "code", "direction": "entry" | "exit", "at"}]}`,
/// `at` in ISO 8601 with its offset (a browser's `toISOString()`, milliseconds and `Z`).
enum DoorSyncBody {
    private struct Body: Decodable {
        struct Scan: Decodable {
            let nonce: String
            let code: String
            let direction: String
            let at: String
        }

        let scans: [Scan]
    }

    static func scans(_ body: [UInt8]) throws(DomainError) -> [SyncScansRequest.Scan] {
        guard let decoded = try? JSONDecoder().decode(Body.self, from: Data(body)) else {
            throw .invalid(field: "scans", message: "send {\"scans\": [{\"nonce\", \"code\", \"direction\", \"at\"}]} as JSON")
        }
        return try decoded.scans.map { scan throws(DomainError) in
            let direction = try WebQuery.value(scan.direction, of: CheckInScan.Direction.self, field: "direction")
            guard let at = instant(scan.at) else {
                throw .invalid(field: "at", message: "\(UserText.quoted(scan.at)) is not an ISO 8601 instant like 2027-06-12T19:42:07.120Z")
            }
            return SyncScansRequest.Scan(nonce: scan.nonce, code: scan.code, direction: direction, at: at)
        }
    }

    private static func instant(_ text: String) -> Date? {
        (try? Date(text, strategy: Date.ISO8601FormatStyle(includingFractionalSeconds: true))) ?? (try? Date(text, strategy: .iso8601))
    }
}
