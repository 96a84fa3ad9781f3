import Domain

extension Schema {
    /// A message's status may be `replaced`: an invitation whose link a newer one replaced before
    /// it went, which is neither sent nor a failure.
    static let mailReplaced = mailStatuses(["queued", "sent", "failed", "replaced"])

    /// And `cancelled`: taken out of the outbox by an organiser before it went.
    static let mailCancelled = mailStatuses(["queued", "sent", "failed", "replaced", "cancelled"])

    /// The CHECK on a message's status, allowing `statuses`. PostgreSQL changes it in place;
    /// SQLite cannot, so the table is made again from its first form with it, its rows and
    /// indexes as they were.
    private static func mailStatuses(_ statuses: [String]) -> SchemaPiece {
        let check = "CONSTRAINT status CHECK (status IN (\(statuses.map { "'\($0)'" }.joined(separator: ", "))))"
        return SchemaPiece(statements: [], then: { db in
            for statement in mailStatusCheck(db.dialect, check) { try db.apply(statement) }
        }, constraintErrors: [
            "mail_messages.status": .invalid(field: "status", message: "is not a message status; use \(statuses.dropLast().joined(separator: ", ")) or \(statuses.last ?? "")"),
        ])
    }

    private static let statusFirst = "CONSTRAINT status CHECK (status IN ('queued', 'sent', 'failed'))"

    private static func mailStatusCheck(_ dialect: SQLDialect, _ check: String) -> [String] {
        switch dialect {
        case .postgres:
            return ["ALTER TABLE mail_messages DROP CONSTRAINT status, ADD \(check)"]
        case .sqlite:
            let made = mail.statements.first { $0.hasPrefix("CREATE TABLE mail_messages (") } ?? ""
            let indexes = mail.statements.filter { $0.hasPrefix("CREATE INDEX mail_messages_") }
            return [made.replacing("CREATE TABLE mail_messages (", with: "CREATE TABLE mail_messages_next (").replacing(statusFirst, with: check),
                    "INSERT INTO mail_messages_next SELECT * FROM mail_messages",
                    "DROP TABLE mail_messages",
                    "ALTER TABLE mail_messages_next RENAME TO mail_messages"] + indexes
        }
    }
}
