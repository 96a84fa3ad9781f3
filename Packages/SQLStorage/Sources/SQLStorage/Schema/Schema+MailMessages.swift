import Domain

extension Schema {
    /// A message's status may be `replaced`: an invitation whose link a newer one replaced before
    /// it went, which is neither sent nor a failure.
    static let mailReplaced = mailMessages(statuses: ["queued", "sent", "failed", "replaced"])

    /// And `cancelled`: taken out of the outbox by an organiser before it went.
    static let mailCancelled = mailMessages(statuses: allStatuses)

    /// Notices of guests' answers to an event's organisers (`events.notify`: `each` answer as it
    /// comes, `daily` in one mail, or `off`), kinds `answer` and `answers`: a notice is written to
    /// an organiser's address, not to a guest, so its `guest_id` is null, and it goes with its
    /// event only.
    static let answerNotices = mailMessages(statuses: allStatuses, kinds: allKinds, guestRequired: false, before: [
        """
        ALTER TABLE events ADD COLUMN notify TEXT NOT NULL DEFAULT 'off'
            CONSTRAINT notify CHECK (notify IN ('each', 'daily', 'off'))
        """,
    ], errors: [
        "events.notify": .invalid(field: "notify", message: "must be each, daily or off"),
    ])

    /// Kinds `confirmation` (a registration's link to confirm it) and `registration` (where a
    /// confirmed registration stands), to the person who registered.
    static let mailRegistrations = mailMessages(statuses: allStatuses, kinds: allKinds + registrationKinds, guestRequired: false)

    /// Kind `task`: a task fell due, to the member it is assigned to.
    static let mailTasks = mailMessages(statuses: allStatuses, kinds: allKinds + registrationKinds + ["task"], guestRequired: false)

    /// Kinds `shift` (a volunteer's reminder before their shift) and `shift-news` (a shift they
    /// are on changed or was cancelled), to the volunteer.
    static let mailShifts = mailMessages(statuses: allStatuses, kinds: allKinds + registrationKinds + ["task", "shift", "shift-news"],
                                         guestRequired: false)

    private static let registrationKinds = ["confirmation", "registration"]

    private static let allStatuses = ["queued", "sent", "failed", "replaced", "cancelled"]
    private static let allKinds = ["invitation", "tickets", "reminder", "promotion", "answer", "answers"]

    /// The checks on a message's status and kind, allowing `statuses` and `kinds`, and whether it
    /// names its guest. PostgreSQL changes them in place; SQLite cannot, so the table is made
    /// again from its first form with them, its rows and indexes as they were.
    private static func mailMessages(statuses: [String], kinds: [String] = ["invitation", "tickets", "reminder", "promotion"],
                                     guestRequired: Bool = true, before: [String] = [],
                                     errors: [String: DomainError] = [:]) -> SchemaPiece {
        let status = "CONSTRAINT status CHECK (status IN (\(quoted(statuses))))"
        let kind = "CONSTRAINT kind CHECK (kind IN (\(quoted(kinds))))"
        return SchemaPiece(statements: before, then: { db in
            for statement in mailMessagesChecks(db.dialect, status: status, kind: kind, guestRequired: guestRequired) {
                try db.apply(statement)
            }
        }, constraintErrors: errors.merging([
            "mail_messages.status": .invalid(field: "status", message: "is not a message status; use \(statuses.dropLast().joined(separator: ", ")) or \(statuses.last ?? "")"),
        ]) { own, _ in own })
    }

    private static func quoted(_ values: [String]) -> String {
        values.map { "'\($0)'" }.joined(separator: ", ")
    }

    private static let statusFirst = "CONSTRAINT status CHECK (status IN ('queued', 'sent', 'failed'))"
    private static let kindFirst = "CONSTRAINT kind CHECK (kind IN ('invitation', 'tickets', 'reminder', 'promotion'))"
    private static let guestFirst = "guest_id           TEXT   NOT NULL REFERENCES guests(id)"

    private static func mailMessagesChecks(_ dialect: SQLDialect, status: String, kind: String, guestRequired: Bool) -> [String] {
        switch dialect {
        case .postgres:
            return ["ALTER TABLE mail_messages DROP CONSTRAINT status, ADD \(status), DROP CONSTRAINT kind, ADD \(kind)"]
                + (guestRequired ? [] : ["ALTER TABLE mail_messages ALTER COLUMN guest_id DROP NOT NULL"])
        case .sqlite:
            let made = mail.statements.first { $0.hasPrefix("CREATE TABLE mail_messages (") } ?? ""
            let indexes = mail.statements.filter { $0.hasPrefix("CREATE INDEX mail_messages_") }
            var next = made.replacing("CREATE TABLE mail_messages (", with: "CREATE TABLE mail_messages_next (")
                .replacing(statusFirst, with: status).replacing(kindFirst, with: kind)
            if !guestRequired { next = next.replacing(guestFirst, with: guestFirst.replacing(" NOT NULL", with: "")) }
            return [next,
                    "INSERT INTO mail_messages_next SELECT * FROM mail_messages",
                    "DROP TABLE mail_messages",
                    "ALTER TABLE mail_messages_next RENAME TO mail_messages"] + indexes
        }
    }
}
