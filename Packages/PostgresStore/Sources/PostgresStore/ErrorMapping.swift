import Domain
import PostgresNIO
import SQLStorage

/// Turns whatever postgres-nio or the server threw into the one-line DomainError a person can
/// act on, with the same errors SQLiteStore gives for the same failures. Nothing untyped leaves
/// the store. Messages name the database by its place, never its password.
struct ErrorMapping: Sendable {
    let place: String
    /// Keyed "table.constraint" (see `SchemaPiece`); nil for the schema's own, built only when
    /// a constraint fails: building them at every opening was a twelfth of what `auth whoami`
    /// spent on its store.
    var constraintErrors: [String: DomainError]?

    private var constraintMeanings: [String: DomainError] {
        constraintErrors ?? Schema.constraintErrors
    }

    /// `conflicts` names the error for a unique violation on "table.constraint" where the
    /// message needs the value the caller tried to store.
    func domainError(for error: any Error, conflicts: [String: DomainError] = [:]) -> DomainError {
        switch error {
        case let error as DomainError:
            return error
        case let error as CorruptRow:
            return .storeUnavailable("the database at \(place) has an unreadable \(error.table) row (\(error.detail)); restore it from a backup")
        case let error as Migrations.NewerSchema:
            return .storeUnavailable("the database at \(place) was upgraded by a newer rushday (schema \(error.unknown.joined(separator: ", "))); upgrade rushday to use it, or use another database")
        case let error as Migrations.CannotUpgrade:
            return .storeUnavailable(SchemaVersions.cannotUpgrade(place, applied: error.applied, reason: "its role may not change the schema"))
        case let error as PSQLError where error.code == .server:
            let info = error.serverInfo
            return serverError(state: info?[.sqlState], message: info?[.message], table: info?[.tableName],
                               constraint: info?[.constraintName], conflicts: conflicts)
        case let PostgresError.server(error):
            // A prepared statement's (`PreparedStatements`): postgres-nio's older error type.
            return serverError(state: error.fields[.sqlState], message: error.fields[.message], table: error.fields[.tableName],
                               constraint: error.fields[.constraintName], conflicts: conflicts)
        case PostgresError.connectionClosed:
            return unreachable("the server closed the connection")
        case let PostgresError.protocol(reason):
            return unreachable(reason)
        case let error as PSQLError where error.code == .authMechanismRequiresPassword:
            return .storeUnavailable("the database at \(place) asks for a password and none was given; set PGPASSWORD or write it in ~/.pgpass")
        case let error as PSQLError:
            return tlsError(error) ?? unreachable(Self.clientReason(error))
        case is PostgresConnection.NoAnswer:
            return unreachable("no answer within \(PostgresConnection.answerLimit.nanoseconds / 1_000_000_000) s")
        case is PostgresConnection.Closed:
            return unreachable("the server closed the connection")
        case let error as PostgresDecodingError:
            return .storeUnavailable("the database at \(place) has a column of an unexpected type (\(error.columnName)); is it a rushday database?")
        default:
            return .storeUnavailable("the database at \(place) failed: \(error); try again")
        }
    }

    /// The database could not be reached, or stopped answering, for `reason`.
    func unreachable(_ reason: String) -> DomainError {
        .storeUnavailable("cannot reach the database at \(place) (\(reason)); check that the server runs and the address is right")
    }

    private func serverError(state: String?, message: String?, table: String?, constraint: String?,
                             conflicts: [String: DomainError]) -> DomainError {
        let state = state ?? ""
        let message = message ?? "no message"
        let key = "\(table ?? "").\(constraint ?? "")"
        switch state {
        case "23505":
            return conflicts[key] ?? constraintMeanings[key]
                ?? .conflict(field: constraint ?? "value", message: "is already taken; choose another value")
        case "23503":
            return .referenceMissing
        case "23514":
            return constraintMeanings[key] ?? .invalid(field: constraint ?? "value", message: "is out of range")
        case "40001", "40P01", "55P03":
            return .storeBusy
        case "57P01", "57P02", "57P03", "25P03":
            return .storeUnavailable("the server closed the connection to the database at \(place) (\(message)); try again")
        case "28P01", "28000":
            return .storeUnavailable("the database at \(place) refused to sign in (\(message)); check the user and PGPASSWORD or ~/.pgpass")
        case "3D000":
            return .storeUnavailable("the database at \(place) does not exist (\(message)); create it, or name another")
        case let state where state.hasPrefix("53"):
            return .storeUnavailable("the server of the database at \(place) is out of resources (\(message)); try again later")
        default:
            return .storeUnavailable("the database at \(place) failed (\(message)); try again")
        }
    }

    /// PSQLError's description hides its details outside debug builds; its code says enough.
    private static func clientReason(_ error: PSQLError) -> String {
        switch error.code {
        case .serverClosedConnection, .uncleanShutdown: return "the server closed the connection"
        case .clientClosedConnection: return "the connection was closed"
        default: break
        }
        if let underlying = error.underlying { return connectingReason(underlying) ?? "\(underlying)" }
        return "\(error.code)"
    }
}
