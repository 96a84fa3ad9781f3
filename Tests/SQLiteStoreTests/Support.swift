import Domain
import Foundation
import GRDB
import SQLiteStore

/// A fresh folder under the system temp directory, removed when the test is done with it.
struct TemporaryFolder {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("sqlitestore-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    func remove() { try? FileManager.default.removeItem(at: url) }
}

/// Runs `body` with a store on a new file, then deletes the file's folder.
func withStore<T>(busyTimeout: TimeInterval = 5, _ body: (SQLiteStore, String) async throws -> T) async throws -> T {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.path("rushday.sqlite")
    return try await body(try await createdStore(path, busyTimeout: busyTimeout), path)
}

/// A store whose file exists with the current schema: a store creates its file at its first
/// write, so this makes one that changes nothing.
func createdStore(_ path: String, busyTimeout: TimeInterval = 5) async throws -> SQLiteStore {
    let store = try SQLiteStore(path: path, busyTimeout: busyTimeout)
    try await store.clear(email: EmailAddress("nobody@example.org"), client: "")
    return store
}

/// A plain GRDB connection to the same file, to look behind the store's back.
func rawConnection(_ path: String, allowsUnsafeTransactions: Bool = false) throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = allowsUnsafeTransactions
    return try DatabaseQueue(path: path, configuration: configuration)
}

/// The DomainError `body` throws, or nil when it succeeds.
func domainError(_ body: () async throws(DomainError) -> Void) async -> DomainError? {
    do {
        try await body()
        return nil
    } catch {
        return error
    }
}

/// Whole milliseconds, so values survive the store's millisecond instants exactly.
func instant(_ seconds: Int64) -> Date { Date(timeIntervalSince1970: TimeInterval(seconds)) }

let baseTime: Int64 = 1_780_000_000

func makeUser(_ email: String, name: String = "Someone") throws -> User {
    User(id: UserID(UUID()), email: try EmailAddress(email), displayName: name,
         passwordHash: "$scrypt$ln=15,r=8,p=1$salt$hash", createdAt: instant(baseTime))
}

func makeEvent(_ handle: String, starts: Int64 = baseTime + 3600, hours: Int64 = 2,
               status: EventStatus = .draft) throws -> Event {
    Event(id: EventID(UUID()), handle: try Handle(handle), title: "Event \(handle)",
          startsAt: instant(starts), endsAt: instant(starts + hours * 3600),
          timeZone: try TimeZoneID("Europe/Berlin"), currency: .euro, status: status,
          createdAt: instant(baseTime), updatedAt: instant(baseTime))
}

func ownerMembership(_ event: Event, _ user: User, role: Role = .owner) -> Membership {
    Membership(eventID: event.id, userID: user.id, role: role, addedAt: instant(baseTime))
}

/// A 30-day session of `user` whose token digest is `token`, started `seconds` after 1970.
func makeSession(of user: User, token: String, at seconds: Int64 = baseTime) -> UserSession {
    UserSession(id: SessionID(UUID()), userID: user.id, tokenHash: token, createdAt: instant(seconds),
                expiresAt: instant(seconds + 30 * 86_400))
}

extension SQLiteStore {
    /// An account made the only way the store makes one: with its first session (a random
    /// digest, so seeded sessions never collide).
    func addAccount(_ user: User) async throws(DomainError) {
        try await create(user, firstSession: makeSession(of: user, token: "seed-\(UUID())"), replacing: nil)
    }
}

/// From now on every UPDATE of a row of `table` fails, inside whatever transaction runs it: to
/// show that the statements before it in that transaction are rolled back.
func failUpdates(of table: String, _ path: String) async throws {
    try await rawConnection(path).write { db in
        try db.execute(sql: "CREATE TRIGGER fail_updates BEFORE UPDATE ON \(table) BEGIN SELECT RAISE(ABORT, 'injected failure'); END")
    }
}

/// Whether `error` is the store's report of a failed statement (what `failUpdates` causes).
func isStoreFailure(_ error: DomainError?) -> Bool {
    guard case let .storeUnavailable(message) = error else { return false }
    return message.contains("injected failure")
}

/// How many rows `table` holds, read behind the store's back.
func rowCount(_ table: String, _ path: String) async throws -> Int {
    try await rawConnection(path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table)") ?? -1 }
}
