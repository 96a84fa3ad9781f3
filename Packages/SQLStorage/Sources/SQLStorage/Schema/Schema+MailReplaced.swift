import Domain

extension Schema {
    /// A message's status may be `replaced`: an invitation whose link a newer one replaced before
    /// it went, which is neither sent nor a failure. PostgreSQL changes the CHECK in place;
    /// SQLite cannot, so the table is made again with it, its rows and indexes as they were.
    static let mailReplaced = SchemaPiece(statements: [], then: { db in
        for statement in mailStatusCheck(db.dialect) { try db.apply(statement) }
    }, constraintErrors: [
        "mail_messages.status": .invalid(field: "status", message: "is not a message status; use queued, sent, failed or replaced"),
    ])

    private static let statusBefore = "CONSTRAINT status CHECK (status IN ('queued', 'sent', 'failed'))"
    private static let statusNow = "CONSTRAINT status CHECK (status IN ('queued', 'sent', 'failed', 'replaced'))"

    private static func mailStatusCheck(_ dialect: SQLDialect) -> [String] {
        switch dialect {
        case .postgres:
            return ["ALTER TABLE mail_messages DROP CONSTRAINT status, ADD \(statusNow)"]
        case .sqlite:
            let made = mail.statements.first { $0.hasPrefix("CREATE TABLE mail_messages (") } ?? ""
            let indexes = mail.statements.filter { $0.hasPrefix("CREATE INDEX mail_messages_") }
            return [made.replacing("CREATE TABLE mail_messages (", with: "CREATE TABLE mail_messages_next (").replacing(statusBefore, with: statusNow),
                    "INSERT INTO mail_messages_next SELECT * FROM mail_messages",
                    "DROP TABLE mail_messages",
                    "ALTER TABLE mail_messages_next RENAME TO mail_messages"] + indexes
        }
    }
}
