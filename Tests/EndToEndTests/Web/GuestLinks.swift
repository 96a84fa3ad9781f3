import Foundation
import GRDB
import Testing

/// Personal links made as `guests link` makes them, from outside rushday: a secret of 32 random
/// bytes in base64url, its SHA-256 in lower-case hex (as `sha256sum` computes it) written into
/// the store; and the event's guest-page settings written the same way.
enum GuestLinks {
    static func secret() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: 0...255, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    static func digest(_ secret: String) throws -> String {
        let outcome = try Shell.run("/usr/bin/sha256sum", [], stdin: Data(secret.utf8), environment: [:])
        return String(outcome.stdout.prefix(64))
    }

    /// Gives `guest` of `event` a link (a new secret unless one is given) and answers its path.
    @discardableResult
    static func give(_ rushday: RushDayProcess, _ guest: String, event: String = "gala", secret: String = secret()) throws -> String {
        try execute(rushday, "UPDATE guests SET link_digest = '\(try digest(secret))' WHERE handle = '\(guest)' AND \(inEvent(event))")
        return "/i/" + secret
    }

    static func revoke(_ rushday: RushDayProcess, _ guest: String, event: String = "gala") throws {
        try execute(rushday, "UPDATE guests SET link_digest = NULL WHERE handle = '\(guest)' AND \(inEvent(event))")
    }

    static func closeAnswers(_ rushday: RushDayProcess, at instant: Date, event: String = "gala") throws {
        try execute(rushday, "UPDATE events SET rsvp_closes_at = \(Int64(instant.timeIntervalSince1970 * 1000)) WHERE handle = '\(event)'")
    }

    static func switchPages(_ rushday: RushDayProcess, on: Bool, event: String = "gala") throws {
        try execute(rushday, "UPDATE events SET guest_pages = \(on ? 1 : 0) WHERE handle = '\(event)'")
    }

    /// The guest's stored `column`, as text.
    static func stored(_ rushday: RushDayProcess, _ guest: String, _ column: String, event: String = "gala") throws -> String? {
        let sql = "SELECT \(column) FROM guests WHERE handle = '\(guest)' AND \(inEvent(event))"
        if let server = rushday.server {
            let value = try server.psql(sql, in: rushday.location).trimmingCharacters(in: .newlines)
            return value.isEmpty ? nil : value
        }
        return try DatabaseQueue(path: rushday.database.path).read { try String.fetchOne($0, sql: sql) }
    }

    private static func inEvent(_ event: String) -> String {
        "event_id = (SELECT id FROM events WHERE handle = '\(event)')"
    }

    private static func execute(_ rushday: RushDayProcess, _ sql: String) throws {
        if let server = rushday.server {
            try server.psql(sql, in: rushday.location)
        } else {
            try DatabaseQueue(path: rushday.database.path).write { try $0.execute(sql: sql) }
        }
    }
}
