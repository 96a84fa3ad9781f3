import Domain
import GRDB

/// Turns whatever GRDB, SQLite or the file system threw into the one-line DomainError a
/// person can act on. Nothing untyped leaves the store.
struct ErrorMapping: Sendable {
    let path: String

    /// Unique violations whose message needs no value from the caller.
    private static let knownConflicts: [String: DomainError] = [
        "users.email": .emailTaken,
        "events.handle": .conflict(field: "handle", message: "is already used by another event; choose another with --handle"),
        "sessions.token_hash": .sessionTokenTaken,
    ]

    /// What a CHECK constraint (named after its field) asks for.
    private static let checkMessages: [String: String] = [
        "capacity": "must be at least 1 person; give a positive number or leave it out",
        "currency": "must be a 3-letter ISO 4217 code; use one like EUR",
        "budget": "needs both an amount and a 3-letter currency; give them together or leave both out",
        "ends": "the end must not be before the start; fix --ends or --starts",
        "status": "is not a known status; use draft, published, completed or cancelled",
        "role": "is not a known role; use owner, organizer or staff",
        "consecutive_failures": "cannot be negative",
    ]

    func openingError(_ error: any Error) -> DomainError {
        switch error {
        case let error as DatabaseError where Self.isBusy(error):
            return .storeBusy
        case is Migrations.NewerSchema:
            return .storeUnavailable("the database at \(path) was written by a newer rushday; upgrade rushday to open it, or use another file")
        case is Migrations.OlderSchema:
            return .storeUnavailable("the database at \(path) has an older schema that reading cannot upgrade; run a command that changes data (such as 'rushday auth login') to upgrade it, then try again")
        case let error as StoreFile.PreparationError:
            return cannotOpen(error.reason)
        case let error as DatabaseError:
            return cannotOpen(error.message ?? "\(error.resultCode)")
        default:
            return cannotOpen("\(error)")
        }
    }

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
            let columns = Self.subject(of: message)
            return conflicts[columns] ?? Self.knownConflicts[columns]
                ?? .conflict(field: columns, message: "is already taken; choose another value")
        case .SQLITE_CONSTRAINT_FOREIGNKEY:
            return .notFound("event: the account or event this refers to no longer exists; list them again and retry")
        case .SQLITE_CONSTRAINT_CHECK:
            let field = Self.subject(of: message)
            return .invalid(field: field, message: Self.checkMessages[field] ?? "is out of range")
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
}
