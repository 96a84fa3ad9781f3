public import Domain
import Foundation

/// The schema, once for both stores: ordered versions whose identifiers each store records
/// (SQLite in `grdb_migrations`, PostgreSQL in `schema_migrations`); one a store finds that
/// this build does not know means a newer rushday wrote it, and opening stops rather than guess.
/// "v1" is the baseline every database made before the schema was split by feature recorded,
/// so its identifier and tables stay as they were.
///
/// Column conventions, for anyone querying with sqlite3 or psql:
/// - ids: TEXT, lower-case UUID ("3f2b9c1e-...").
/// - instants: BIGINT (SQLite INTEGER) milliseconds since 1970-01-01T00:00:00Z (see `Instant`).
/// - money: BIGINT minor units (cents) beside a TEXT ISO 4217 code.
/// - time zones: TEXT IANA name ("Europe/Berlin").
/// - status, role: TEXT, the Domain enum's raw value.
/// - lists and answers: TEXT holding JSON, only ever read and written with their row.
public enum Schema {
    /// In the order they are applied.
    public static let all: [Migration] = [
        Migration("v1", auth, events),
        Migration("guests-1", guests),
        Migration("guests-2", guestQuestions),
        Migration("guests-3", guestDuplicateKeys),
        Migration("expenses-1", expenses),
        Migration("tickets-1", tickets),
        Migration("agenda-1", agenda),
        Migration("guests-4", guestWaitlist),
        Migration("guests-5", guestPages),
        Migration("tickets-2", ticketsByGuest),
        Migration("mail-1", mail),
        Migration("door-1", doors),
        Migration("door-2", lastScans),
        Migration("auth-2", signInFailures),
        Migration("guests-6", guestHeads),
        Migration("mail-2", mailReplaced),
        Migration("guests-7", guestListPages),
        Migration("mail-3", mailCancelled),
        Migration("mail-4", answerNotices),
        Migration("expenses-2", expenseReceipts),
        Migration("guests-8", registration, mailRegistrations),
        Migration("tasks-1", mailTasks, tasks),
        Migration("shifts-1", shifts),
        Migration("shifts-2", mailShifts, shiftLinksAndMail),
        Migration("web-1", clientAttempts),
        Migration("audit-1", audit),
        // No table: PostgreSQL's change notices name their table from here on (its store's
        // `Migrations.changeNotices`); SQLite's store learns its tables from its connection.
        Migration("changes-1"),
    ]

    /// What every constraint of every piece means to a person, keyed "table.constraint"; a
    /// constraint a later version changed (a message's statuses) says what it now allows.
    public static let constraintErrors: [String: DomainError] = all.flatMap(\.pieces).reduce(into: [:]) { errors, piece in
        errors.merge(piece.constraintErrors) { _, later in later }
    }

    /// "table.column, ..." -> "table.constraint" for every UNIQUE and PRIMARY KEY (see
    /// `SchemaPiece.uniqueConstraints`).
    public static let uniqueConstraints: [String: String] = all.flatMap(\.pieces).reduce(into: [:]) { names, piece in
        names.merge(piece.uniqueConstraints) { first, _ in first }
    }

    /// A table's primary key columns, in order.
    static func primaryKey(of table: String) -> [String] {
        uniqueConstraints.first { $0.value == "\(table).\(table)_pkey" }.map { columns in
            columns.key.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).dropFirst(table.count + 1) }.map(String.init)
        } ?? []
    }

    /// Each table's identity column, which numbers new rows (a scan's `sequence`).
    static let identities: [String: String] = all.flatMap(\.pieces).reduce(into: [:]) { identities, piece in
        identities.merge(piece.identities) { first, _ in first }
    }

    /// Every table, in the order the schema creates them.
    public static let tables: [String] = all.flatMap(\.pieces).flatMap(\.tables)
}
