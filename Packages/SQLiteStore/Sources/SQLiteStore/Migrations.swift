import Domain
import GRDB
import SQLStorage

/// SQLStorage's `Schema` on a file: GRDB records the applied identifiers in `grdb_migrations`;
/// one there that this build does not know means a newer rushday wrote the file, and opening
/// stops rather than guess.
enum Migrations {
    struct NewerSchema: Error {}
    struct OlderSchema: Error {
        /// The versions the file has, in the order this build applies them.
        let applied: [String]
    }

    /// An older schema a reader could not upgrade: the file may not be written here.
    struct CannotUpgrade: Error {
        let applied: [String]
        let reason: String
    }
    /// A SQLite database holding tables, none of them rushday's schema (no baseline version
    /// recorded): another program's file.
    struct NotRushday: Error {}

    static let all = Schema.all

    static let migrator = makeMigrator(all)

    static func makeMigrator(_ migrations: [Migration]) -> DatabaseMigrator {
        var migrator = DatabaseMigrator()
        for migration in migrations {
            let pieces = migration.pieces
            migrator.registerMigration(migration.identifier) { db in
                for piece in pieces { try piece.apply(on: SQLiteExecutor(db: db)) }
            }
        }
        return migrator
    }

    /// Migrates only a file that is behind: migrating takes the write lock even when there is
    /// nothing to do. Answers the version an existing database was upgraded from (nil for a new
    /// one, or one that was current).
    @discardableResult
    static func apply(to pool: DatabasePool) throws -> String? {
        // Two processes opening a new file at once both see migrations missing; the one that
        // loses a race fails to create a table the other has just made. Each retry starts from
        // what the other has recorded by then, so it ends once the schema is complete, within
        // one retry per migration.
        for attempt in 0...all.count {
            let recorded = try pool.read { db in try Recorded(db) }
            if recorded.isNewer { throw NewerSchema() }
            guard !recorded.isCurrent else { return nil }
            do {
                try migrator.migrate(pool)
                return recorded.applied.last
            } catch where attempt < all.count {
                continue
            }
        }
        return nil
    }

    /// Whether a writer may use a WAL file as it is: with exactly this build's schema. False too
    /// when another process is creating the file right now (its tables are not all there yet):
    /// `apply` then waits its turn. A newer schema throws.
    static func isCurrent(_ writer: some DatabaseWriter) throws -> Bool {
        do {
            return try writer.read { db in
                let recorded = try Recorded(db)
                if recorded.isNewer { throw NewerSchema() }
                return recorded.isCurrent
            }
        } catch let error as DatabaseError where error.resultCode == .SQLITE_ERROR {
            return false
        }
    }

    /// For a reader, which must not write: the file's schema must be exactly this build's.
    /// False for a database without tables (a new one, as an empty file is, or one another
    /// process has only begun to create: GRDB makes `grdb_migrations` before the first version).
    static func requireCurrent(_ reader: some DatabaseReader) throws -> Bool {
        try reader.read { db in
            guard try holdsTables(db) else { return false }
            let recorded = try Recorded(db)
            guard recorded.isRushday else { throw NotRushday() }
            if recorded.isNewer { throw NewerSchema() }
            if !recorded.isCurrent { throw OlderSchema(applied: recorded.applied) }
            return true
        }
    }

    /// For a writer, which may create or upgrade: the file must be new (no tables) or rushday's.
    static func requireRushdayOrNew(_ reader: some DatabaseReader) throws {
        try reader.read { db in
            if try holdsTables(db), try !holdsRushdaySchema(db) { throw NotRushday() }
        }
    }

    /// The versions a file records, read once: each of GRDB's migrator's questions reads them
    /// again, and every command asks three of them as it opens its store.
    private struct Recorded {
        let identifiers: Set<String>

        init(_ db: Database) throws {
            identifiers = try migrator.appliedIdentifiers(db)
        }

        /// In this build's order.
        var applied: [String] {
            all.map(\.identifier).filter(identifiers.contains)
        }

        /// Rushday's baseline version is recorded: every rushday database has it.
        var isRushday: Bool {
            identifiers.contains(all[0].identifier)
        }

        /// A version this build does not know: a newer rushday wrote the file.
        var isNewer: Bool {
            identifiers.contains { recorded in !all.contains { $0.identifier == recorded } }
        }

        /// Every version of this build is recorded.
        var isCurrent: Bool {
            all.allSatisfy { identifiers.contains($0.identifier) }
        }
    }

    private static func holdsTables(_ db: Database) throws -> Bool {
        try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name != 'grdb_migrations')") ?? false
    }

    /// Whether rushday's baseline version is recorded: every rushday database has it.
    static func holdsRushdaySchema(_ db: Database) throws -> Bool {
        try Recorded(db).isRushday
    }

    /// What a file that does not exist yet reads as: this schema, no rows, in memory.
    static func emptyDatabase() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try migrator.migrate(queue)
        return queue
    }
}
