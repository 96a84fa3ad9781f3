import Domain
import Foundation
import GRDB
import SQLiteStore
import Testing

@Suite struct StoreOpeningTests {
    @Test func migratesAnEmptyFileAndASecondOpenChangesNothing() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("nested/deeper/rushday.sqlite")
        let first = try SQLiteStore(path: path)
        let user = try makeUser("ada@example.org")
        try await first.addAccount(user)

        let raw = try rawConnection(path)
        let tables = try await raw.read { db in
            try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        }
        #expect(tables == ["agenda_sessions", "audit_entries", "budget_lines", "check_in_scans", "client_attempts", "door_links", "event_signing_keys", "events", "expense_receipts", "expense_shares", "expenses",
                           "grdb_migrations", "guest_counts", "guest_heads", "guest_questions", "guests", "mail_messages", "mail_reminders", "mail_settings", "memberships", "server_secrets", "sessions", "shift_assignments", "shift_settings", "shifts", "sign_in_failures", "task_templates", "tasks", "ticket_pools",
                           "ticket_types", "tickets", "users", "volunteer_roles", "volunteers"])

        let second = try SQLiteStore(path: path)
        let users: any UserRepository = second
        #expect(try await users.find(id: user.id) == user)
        let applied = try await raw.read { db in try String.fetchAll(db, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
        #expect(applied == ["v1", "guests-1", "guests-2", "guests-3", "expenses-1", "tickets-1", "agenda-1", "guests-4", "guests-5", "tickets-2", "mail-1", "door-1", "door-2", "auth-2", "guests-6", "mail-2", "guests-7", "mail-3", "mail-4", "expenses-2", "guests-8", "tasks-1", "shifts-1", "shifts-2", "web-1", "audit-1", "changes-1"])
    }

    @Test func usesWriteAheadLoggingAndForeignKeys() async throws {
        try await withStore { _, path in
            let mode = try await rawConnection(path).read { db in try String.fetchOne(db, sql: "PRAGMA journal_mode") }
            #expect(mode == "wal")
            let foreignKeys = try await rawConnection(path).read { db in
                try Row.fetchAll(db, sql: "PRAGMA foreign_key_list(memberships)").map { row -> String in row["on_delete"] }
            }
            #expect(foreignKeys == ["CASCADE", "CASCADE"])
        }
    }

    @Test func databaseAndItsWALFilesAreReadableByTheOwnerOnly() async throws {
        try await withStore { store, path in
            try await store.addAccount(try makeUser("ada@example.org"))
            for file in [path, path + "-wal", path + "-shm"] {
                let attributes = try FileManager.default.attributesOfItem(atPath: file)
                #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600, "\(file)")
            }
        }
    }

    /// Modes are set only on files the store creates: a database made by hand or by another
    /// tool keeps the one its owner chose, through a write.
    @Test func anExistingFileKeepsItsMode() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("shared.sqlite")
        _ = try await createdStore(path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        let store = try SQLiteStore(path: path)
        try await store.addAccount(try makeUser("ada@example.org"))
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o640)
    }

    @Test func aFileOfRandomBytesIsUnavailableNamingThePath() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("garbage.sqlite")
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<8192).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        do {
            _ = try SQLiteStore(path: path)
            Issue.record("opened a file of random bytes")
        } catch {
            guard case let .storeUnavailable(message) = error else {
                Issue.record("expected storeUnavailable, got \(error)")
                return
            }
            #expect(message.contains(path))
            #expect(!message.contains("--"), "the App adds the flag hint, not the store")
        }
    }

    @Test func aPathThatCannotBeCreatedIsUnavailable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let blocker = folder.path("not-a-folder")
        #expect(FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8)))
        let path = blocker + "/sub/rushday.sqlite"
        for access in [StoreAccess.readOnly, .readWrite] {
            #expect(throws: DomainError.storeUnavailable("cannot open the database at \(path): \(blocker) is a file, not a folder")) {
                _ = try SQLiteStore(path: path, access: access)
            }
        }
    }

    @Test(.enabled(if: getuid() != 0, "root ignores folder permissions"))
    func aReadOnlyFolderIsUnavailable() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let locked = folder.path("locked")
        try FileManager.default.createDirectory(atPath: locked, withIntermediateDirectories: false,
                                                attributes: [.posixPermissions: 0o500])
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked) }
        let store = try SQLiteStore(path: locked + "/rushday.sqlite")
        let error = await domainError { () async throws(DomainError) in try await store.clear(email: EmailAddress("ada@example.org"), client: "") }
        #expect(error != nil)
    }

    @Test func aDatabaseFromANewerSchemaIsRefusedClearly() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("rushday.sqlite")
        _ = try await createdStore(path)
        try await rawConnection(path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
        }
        #expect(throws: DomainError.storeUnavailable("the database at \(path) was written by a newer rushday; upgrade rushday to open it, or use another file")) {
            _ = try SQLiteStore(path: path)
        }
    }

    @Test func aRowBrokenByHandIsReportedNotTrapped() async throws {
        try await withStore { store, path in
            let user = try makeUser("ada@example.org")
            try await store.addAccount(user)
            try await rawConnection(path).write { db in
                try db.execute(sql: "UPDATE users SET email = 'not an email' WHERE id = ?", arguments: [user.id.description])
            }
            let users: any UserRepository = store
            let error = await domainError { () async throws(DomainError) in _ = try await users.find(id: user.id) }
            guard case let .storeUnavailable(message) = error else {
                Issue.record("expected storeUnavailable, got \(String(describing: error))")
                return
            }
            #expect(message.contains("users"))
            #expect(message.contains(path))
        }
    }

    @Test func instantsAreKeptToTheMillisecond() async throws {
        try await withStore { store, path in
            var user = try makeUser("ada@example.org")
            user = User(id: user.id, email: user.email, displayName: user.displayName, passwordHash: user.passwordHash,
                        createdAt: Date(timeIntervalSince1970: 1_780_000_000.123_4))
            try await store.addAccount(user)
            let stored = try await rawConnection(path).read { db in
                try Int64.fetchOne(db, sql: "SELECT created_at FROM users")
            }
            #expect(stored == 1_780_000_000_123)
            let users: any UserRepository = store
            #expect(try await users.find(id: user.id)?.createdAt == Date(timeIntervalSince1970: 1_780_000_000.123))
        }
    }
}
