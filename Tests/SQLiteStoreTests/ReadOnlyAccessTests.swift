import Domain
import Foundation
import GRDB
import SQLiteStore
import SQLStorage
import Testing

/// A store opened for a command that only reads: it must not write, wait for a writer, or
/// create anything.
@Suite struct ReadOnlyAccessTests {
    @Test func readsPromptlyWhileAnotherConnectionHoldsTheWriteLock() async throws {
        try await withStore { store, path in
            let user = try makeUser("ada@example.org")
            try await store.addAccount(user)
            let blocker = try rawConnection(path, allowsUnsafeTransactions: true)
            try await blocker.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
            defer { try? blocker.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") } }

            // No time to wait for the lock: a reader that needed it would fail at once as busy.
            let reader = try SQLiteStore(path: path, access: .readOnly, busyTimeout: 0)
            let users: any UserRepository = reader
            #expect(try await users.find(id: user.id) == user)
        }
    }

    @Test func aMissingFileReadsAsEmptyAndIsNotCreated() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("no/such/dir/rushday.sqlite")
        for access in [StoreAccess.readOnly, .readWrite] {
            let store = try SQLiteStore(path: path, access: access)
            let users: any UserRepository = store
            #expect(try await users.find(email: try EmailAddress("ada@example.org")) == nil)
            let events: any EventRepository = store
            #expect(try await events.list(EventQuery(memberID: UserID(UUID()))).isEmpty)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.path("no")))
    }

    @Test func aReadWriteStoreCreatesTheFileAtItsFirstWrite() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("new/rushday.sqlite")
        let store = try SQLiteStore(path: path, access: .readWrite)
        #expect(!FileManager.default.fileExists(atPath: path))
        let user = try makeUser("ada@example.org")
        try await store.addAccount(user)
        let users: any UserRepository = store
        #expect(try await users.find(id: user.id) == user)
        #expect(try await rowCount("users", path) == 1)
    }

    @Test func anUpToDateFileIsOpenedWithoutWriting() async throws {
        try await withStore { store, path in
            try await store.addAccount(try makeUser("ada@example.org"))
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            let changes = try await rawConnection(path).read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
            _ = try SQLiteStore(path: path, access: .readOnly)
            _ = try SQLiteStore(path: path, access: .readWrite)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(try await rawConnection(path).read { db in try Int.fetchOne(db, sql: "PRAGMA data_version") } == changes)
        }
    }

    /// A database made at each earlier schema version (and before the schema was split) opens
    /// for reading: the reader upgrades it as a writer would and says so once, from its version
    /// to this build's; a second opening says nothing.
    @Test(arguments: Array(1..<Schema.all.count)) func aReaderUpgradesAnOlderSchemaAndSaysSoOnce(versions: Int) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        try OlderSchema.create(at: path, versions: versions)
        let told = Told()
        let store = try SQLiteStore(path: path, access: .readOnly, upgraded: told.record)
        #expect(told.all == ["\(path) \(Schema.all[versions - 1].identifier) \(Schema.all.last!.identifier)"])
        #expect(try await store.summary().appliedVersions == Schema.all.map(\.identifier))
        _ = try SQLiteStore(path: path, access: .readOnly, upgraded: told.record)
        _ = try SQLiteStore(path: path, access: .readWrite, upgraded: told.record)
        #expect(told.all.count == 1)
    }

    @Test func aWriterUpgradingAnOlderSchemaSaysSoTooButANewDatabaseIsNoUpgrade() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let older = folder.path("old.sqlite"), new = folder.path("new.sqlite")
        try SchemaBeforeSplit.create(at: older)
        let told = Told()
        _ = try SQLiteStore(path: older, access: .readWrite, upgraded: told.record)
        #expect(told.all == ["\(older) v1 \(Schema.all.last!.identifier)"])
        let created = try SQLiteStore(path: new, access: .readWrite, upgraded: told.record)
        try await created.addAccount(try makeUser("ada@example.org"))
        #expect(told.all.count == 1)
    }

    /// `inspecting` (`db status`) reads an older file as it is: its versions, its tables'
    /// rows, and nothing upgraded or written. (A file that may not be written is refused naming
    /// the upgrade: the end-to-end tests run that as an ordinary user, as root writes anything.)
    @Test func inspectingReadsAnOlderSchemaAsItIs() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("old.sqlite")
        try OlderSchema.create(at: path, versions: 3)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let told = Told()
        let inspected = try SQLiteStore(path: path, access: .readOnly, inspecting: true, upgraded: told.record)
        let summary = try await inspected.summary()
        #expect(summary.appliedVersions == Schema.all.prefix(3).map(\.identifier))
        #expect(summary.tables.map(\.table).contains("guests") && !summary.tables.map(\.table).contains("tickets"))
        #expect(told.all.isEmpty)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    /// Another program's SQLite file is not "an older schema": nothing rushday wrote is in it.
    @Test func anotherProgramsDatabaseIsNamedAsSuchByAReader() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("notes.sqlite")
        try await rawConnection(path).writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA journal_mode = WAL")
            try db.execute(sql: "CREATE TABLE notes (text TEXT)")
        }
        #expect(throws: DomainError.storeUnavailable("the database at \(path) is not a rushday database: it holds another program's tables; use another file")) {
            _ = try SQLiteStore(path: path, access: .readOnly)
        }
        #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        #expect(!FileManager.default.fileExists(atPath: path + "-shm"))
    }

    /// An empty file (`touch rushday.sqlite`) is a new database, for readers and writers alike:
    /// a reader neither fails nor writes to it, and the first write creates the schema.
    @Test(arguments: [StoreAccess.readOnly, .readWrite])
    func anEmptyFileIsANewDatabase(access: StoreAccess) async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let store = try SQLiteStore(path: path, access: access)
        let summary = try await store.summary()
        #expect(summary.appliedVersions.isEmpty)
        #expect(summary.tables.allSatisfy { $0.rows == 0 })
        let users: any UserRepository = store
        #expect(try await users.find(email: try EmailAddress("ada@example.org")) == nil)
        #expect((try FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue == 0)
        guard access == .readWrite else { return }
        try await store.addAccount(try makeUser("ada@example.org"))
        #expect(try await rowCount("users", path) == 1)
        #expect(try await SQLiteStore(path: path, access: .readOnly).summary().appliedVersions == summary.knownVersions)
    }

    @Test func aNewerSchemaIsRefusedByAReaderToo() async throws {
        try await withStore { _, path in
            try await rawConnection(path).write { db in
                try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v99-from-the-future')")
            }
            #expect(throws: DomainError.storeUnavailable("the database at \(path) was written by a newer rushday; upgrade rushday to open it, or use another file")) {
                _ = try SQLiteStore(path: path, access: .readOnly)
            }
        }
    }

    @Test func aReaderRefusesToWrite() async throws {
        try await withStore { _, path in
            let reader = try SQLiteStore(path: path, access: .readOnly)
            let user = try makeUser("ada@example.org")
            let error = await domainError { () async throws(DomainError) in try await reader.addAccount(user) }
            guard case let .storeUnavailable(message) = error else {
                Issue.record("expected storeUnavailable, got \(String(describing: error))")
                return
            }
            #expect(message.contains("reading only"))
            #expect(try await rowCount("users", path) == 0)
        }
    }
}
