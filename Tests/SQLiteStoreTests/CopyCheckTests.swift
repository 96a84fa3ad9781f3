import Domain
import Foundation
import GRDB
import SQLiteStore
import Testing

/// What `db copy` learns of a file before it opens it as a store.
@Suite struct CopyCheckTests {
    /// Files that hold no rushday database to copy from, by how they are made in `folder`.
    static let notRushday: [(name: String, make: @Sendable (String) throws -> Void)] = [
        ("missing", { _ in }),
        ("empty", { path in _ = FileManager.default.createFile(atPath: path, contents: nil) }),
        ("folder", { path in try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false) }),
        ("text", { path in try Data("name,email\nAda,ada@example.org\n".utf8).write(to: URL(fileURLWithPath: path)) }),
        ("random", { path in
            var generator = SystemRandomNumberGenerator()
            try Data((0..<8192).map { _ in UInt8.random(in: .min ... .max, using: &generator) }).write(to: URL(fileURLWithPath: path))
        }),
        ("foreign", { path in
            try DatabaseQueue(path: path).write { db in
                try db.execute(sql: "CREATE TABLE notes (text TEXT); INSERT INTO notes VALUES ('hello')")
            }
        }),
    ]

    @Test func onlyARushdayDatabaseIsOneToCopyFrom() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        for (name, make) in Self.notRushday {
            let path = folder.path(name)
            try make(path)
            #expect(!SQLiteStore.holdsRushdayDatabase(at: path), "\(name)")
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"), "\(name)")
        }
        let rushday = folder.path("rushday.sqlite")
        _ = try await createdStore(rushday)
        #expect(SQLiteStore.holdsRushdayDatabase(at: rushday))
        let older = folder.path("older.sqlite")
        try SchemaBeforeSplit.create(at: older)
        #expect(SQLiteStore.holdsRushdayDatabase(at: older))
    }

    func contents() -> StoreContents {
        StoreContents(location: "source.sqlite", schemaVersions: ["v1", "guests-1", "guests-2", "guests-3", "expenses-1", "tickets-1", "agenda-1", "guests-4", "guests-5", "tickets-2", "mail-1", "door-1", "door-2", "auth-2", "guests-6", "mail-2", "guests-7", "mail-3", "mail-4", "expenses-2", "guests-8", "tasks-1", "shifts-1", "shifts-2", "web-1", "audit-1", "changes-1"],
                      tables: [StoredTable(name: "users", columns: ["id"], rows: [])])
    }

    /// A refused target is left byte for byte as it was: an older rushday file is not upgraded,
    /// another program's file gets none of rushday's tables.
    @Test func aTargetHoldingRowsIsRefusedBeforeAnythingChangesIt() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let older = folder.path("older.sqlite")
        try SchemaBeforeSplit.create(at: older)
        try await rawConnection(older).write { db in
            try db.execute(sql: "INSERT INTO users (id, email, display_name, password_hash, created_at) VALUES ('u', 'ada@example.org', 'Ada', 'h', 0)")
        }
        let foreign = folder.path("foreign.sqlite")
        try Self.notRushday.first { $0.name == "foreign" }!.make(foreign)
        for path in [older, foreign] {
            let before = try Data(contentsOf: URL(fileURLWithPath: path))
            do {
                try SQLiteStore.requireFillable(path: path, with: contents())
                Issue.record("\(path) was not refused")
            } catch {
                #expect(error.field == "to" && error.category == .invalidData, "\(error)")
            }
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
            #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
        }
    }

    @Test func aNewOrEmptyTargetMayBeFilled() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try SQLiteStore.requireFillable(path: folder.path("missing.sqlite"), with: contents())
        let empty = folder.path("empty.sqlite")
        #expect(FileManager.default.createFile(atPath: empty, contents: nil))
        try SQLiteStore.requireFillable(path: empty, with: contents())
        let older = folder.path("older.sqlite")
        try SchemaBeforeSplit.create(at: older)
        try SQLiteStore.requireFillable(path: older, with: contents())
        let current = folder.path("current.sqlite")
        _ = try await createdStore(current)
        try SQLiteStore.requireFillable(path: current, with: contents())
    }
}
