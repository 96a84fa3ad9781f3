import Domain
import Foundation
import PostgresStore
import RushDayCommandLine
import SQLiteStore

/// Every repository the features use and what `db` asks of a store, whichever database holds
/// them: a SQLite file or a PostgreSQL server.
typealias Store = UserRepository & SessionRepository & SignInThrottleRepository & EventRepository & EventCopyRepository
    & MembershipRepository & GuestRepository & GuestQuestionRepository & ExpenseRepository & AgendaRepository
    & TicketTypeRepository & TicketRepository & CheckInRepository & EventSigningKeyRepository & DoorLinkRepository
    & MailOutboxRepository & MailSettingsRepository & MailReminderRepository & ServerSecretRepository & TaskRepository & ShiftRepository
    & ClientAttemptRepository & AuditRepository & StoreReadiness & StoreChanges & StoreTables

/// Who uses a store: one command, start to end, or a server answering many requests at once
/// (with how many connections a PostgreSQL store may open for them, and what is told each
/// transaction's time, for `serve --metrics`).
enum StoreUse {
    case command
    case server(connections: Int, timer: TransactionTimer? = nil)

    var timer: TransactionTimer? {
        if case let .server(_, timer) = self { timer } else { nil }
    }
}

/// The store a database location names: `postgres://` (or `postgresql://`) is a PostgreSQL
/// server, anything else a SQLite file's path. A command's SQLite transactions run on its own
/// thread (see `SQLiteStore`'s `onCallersThread`). An older schema is upgraded when the store
/// opens it, and `upgraded` is told (by default a line on stderr); `inspecting` reads it as it
/// is (`db status`).
func openStore(at location: String, access: StoreAccess, use: StoreUse = .command, inspecting: Bool = false,
               upgraded: @escaping @Sendable (_ location: String, _ from: String, _ to: String) -> Void = SchemaUpgradeNotice.show,
               environment: [String: String] = ProcessEnvironment.variables) throws(DomainError) -> any Store {
    guard isServer(location) else {
        let onCallersThread = if case .server = use { false } else { true }
        return try SQLiteStore(path: location, access: access, onCallersThread: onCallersThread, inspecting: inspecting, upgraded: upgraded,
                               timer: use.timer)
    }
    let home = environment["HOME"] ?? FileManager.default.homeDirectoryForCurrentUser.path
    let connections = if case let .server(connections, _) = use { connections } else { PostgresStore.commandConnections }
    return try PostgresStore(try PostgresLocation(url: location, environment: environment, homeDirectory: home), access: access,
                             connections: connections, inspecting: inspecting, upgraded: upgraded, timer: use.timer)
}

/// Whether a database location names a server, where there is no file to keep things beside.
func isServer(_ location: String) -> Bool {
    PostgresLocation.isURL(location)
}

/// What `db copy` reads from `location`: nil when nothing there is a rushday database (no file,
/// an empty file, a folder, another program's file; a PostgreSQL schema without rushday's
/// tables), which a store opened for reading would report as unusable rather than absent.
func copySource(at location: String) async throws(DomainError) -> StoreContents? {
    if !isServer(location), !SQLiteStore.holdsRushdayDatabase(at: location) { return nil }
    let store = try openStore(at: location, access: .readOnly, inspecting: true)
    let summary = try await store.summary()
    guard let version = summary.appliedVersions.last else { return nil }
    // The source is only read: an older one is not upgraded on the way.
    guard summary.appliedVersions == summary.knownVersions else {
        let current = summary.knownVersions.last ?? ""
        throw .conflict(field: "from", message: "\(location) has an older schema (\(version)) than this rushday (\(current)); upgrade it first with 'rushday db upgrade --database \(location)', then copy")
    }
    return try await store.contents()
}

/// The store `db copy` fills with `contents`. A SQLite file is checked before it is opened for
/// writing, which would create or upgrade it; a server checks in the copy's own transaction.
func copyTarget(at location: String, for contents: StoreContents) throws(DomainError) -> any Store {
    if !isServer(location) { try SQLiteStore.requireFillable(path: location, with: contents) }
    return try openStore(at: location, access: .readWrite)
}
