import Domain
import Foundation
import PostgresStore
import SQLiteStore

/// Every repository the features use and what `db` asks of a store, whichever database holds
/// them: a SQLite file or a PostgreSQL server.
typealias Store = UserRepository & SessionRepository & SignInThrottleRepository & EventRepository
    & MembershipRepository & GuestRepository & GuestQuestionRepository & ExpenseRepository & AgendaRepository
    & TicketTypeRepository & TicketRepository & CheckInRepository & EventSigningKeyRepository
    & StoreChanges & StoreTables

/// The store a database location names: `postgres://` (or `postgresql://`) is a PostgreSQL
/// server, anything else a SQLite file's path.
func openStore(at location: String, access: StoreAccess,
               environment: [String: String] = ProcessInfo.processInfo.environment) throws(DomainError) -> any Store {
    guard isServer(location) else {
        return try SQLiteStore(path: location, access: access)
    }
    let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
    return try PostgresStore(try PostgresLocation(url: location, environment: environment, homeDirectory: home), access: access)
}

/// Whether a database location names a server, where there is no file to keep things beside.
func isServer(_ location: String) -> Bool {
    PostgresLocation.isURL(location)
}
