import Domain
import GRDB
import SQLStorage

/// Turns whatever GRDB, SQLite or the file system threw into the one-line DomainError a
/// person can act on. Nothing untyped leaves the store. Messages name the thing (the database,
/// a field), never a command-line option: the App adds how to point rushday elsewhere.
struct ErrorMapping: Sendable {
    let path: String
    /// Keyed "table.constraint" (see `SchemaPiece`); nil for the schema's own, built only when
    /// a constraint fails: building them at every opening was a twelfth of what `auth whoami`
    /// spent on its store.
    var constraintErrors: [String: DomainError]?

    private var constraintMeanings: [String: DomainError] {
        constraintErrors ?? Schema.constraintErrors
    }

    func openingError(_ error: any Error) -> DomainError {
        switch error {
        case let error as DatabaseError where Self.isBusy(error):
            return .storeBusy
        case is Migrations.NewerSchema:
            return .storeUnavailable("the database at \(path) was written by a newer rushday; upgrade rushday to open it, or use another file")
        case is Migrations.NotRushday:
            return .storeUnavailable("the database at \(path) is not a rushday database: it holds another program's tables; use another file")
        case let error as Migrations.CannotUpgrade:
            return .storeUnavailable(SchemaVersions.cannotUpgrade(path, applied: error.applied, reason: error.reason))
        case let error as StoreFile.PreparationError:
            return cannotOpen(error.reason)
        case let error as DatabaseError:
            return cannotOpen(error.message ?? "\(error.resultCode)")
        default:
            return cannotOpen("\(error)")
        }
    }

    /// `conflicts` names the error for a unique violation on "table.constraint" where the message
    /// needs the value the caller tried to store.
    func domainError(for error: any Error, conflicts: [String: DomainError] = [:]) -> DomainError {
        switch error {
        case let error as DomainError:
            return error
        case let error as CorruptRow:
            return .storeUnavailable("the database at \(path) has an unreadable \(error.table) row (\(error.detail)); restore it from a backup")
        case let error as DatabaseError:
            return databaseError(error, conflicts: conflicts)
        default:
            return .storeUnavailable("the database at \(path) failed: \(error); try again, or restore it from a backup")
        }
    }

    private func databaseError(_ error: DatabaseError, conflicts: [String: DomainError]) -> DomainError {
        if Self.isBusy(error) { return .storeBusy }
        let message = error.message ?? "\(error.resultCode)"
        switch error.extendedResultCode {
        case .SQLITE_CONSTRAINT_UNIQUE, .SQLITE_CONSTRAINT_PRIMARYKEY:
            // SQLite names the columns; errors are keyed by the constraint's name.
            let columns = Self.subject(of: message)
            let key = Schema.uniqueConstraints[columns] ?? columns
            return conflicts[key] ?? constraintMeanings[key]
                ?? .conflict(field: Self.column(of: columns), message: "is already taken; choose another value")
        case .SQLITE_CONSTRAINT_FOREIGNKEY:
            return .referenceMissing
        case .SQLITE_CONSTRAINT_CHECK:
            let constraint = Self.subject(of: message)
            let table = error.sql.flatMap(Self.table(changedBy:))
            return table.flatMap { constraintMeanings["\($0).\(constraint)"] }
                ?? .invalid(field: constraint, message: "is out of range")
        default:
            break
        }
        switch error.resultCode {
        case .SQLITE_NOTADB, .SQLITE_CORRUPT:
            return .storeUnavailable("the database at \(path) is damaged or not a rushday database (\(message)); restore it from a backup, or use another file")
        case .SQLITE_READONLY, .SQLITE_PERM, .SQLITE_CANTOPEN:
            return .storeUnavailable("the database at \(path) cannot be written (\(message)); check the permissions of the file and its folder")
        case .SQLITE_FULL:
            return .storeUnavailable("the disk holding the database at \(path) is full; free some space and try again")
        default:
            return .storeUnavailable("the database at \(path) failed (\(message)); try again, or restore it from a backup")
        }
    }

    private func cannotOpen(_ reason: String) -> DomainError {
        .storeUnavailable("cannot open the database at \(path): \(reason)")
    }

    private static func isBusy(_ error: DatabaseError) -> Bool {
        error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }

    /// "UNIQUE constraint failed: users.email" -> "users.email"; "CHECK constraint failed:
    /// capacity" -> "capacity".
    private static func subject(of message: String) -> String {
        guard let range = message.range(of: "failed: ") else { return message }
        return String(message[range.upperBound...])
    }

    /// "users.email" -> "email".
    private static func column(of columns: String) -> String {
        columns.split(separator: ".").last.map(String.init) ?? columns
    }

    /// The table an INSERT or UPDATE statement changes: SQLite's CHECK message names only the
    /// constraint, and only the changed table's CHECKs run. `INSERT INTO "events" ...`,
    /// `UPDATE memberships SET ...` -> "events", "memberships".
    static func table(changedBy sql: String) -> String? {
        let words = sql.split { $0.isWhitespace || $0 == "(" }
        guard var index = words.firstIndex(where: { ["INTO", "UPDATE"].contains($0.uppercased()) }) else { return nil }
        index += 1
        if index < words.endIndex, words[index].uppercased() == "OR" { index += 2 }
        guard index < words.endIndex else { return nil }
        return words[index].filter { !"\"`[]".contains($0) }.lowercased()
    }
}
