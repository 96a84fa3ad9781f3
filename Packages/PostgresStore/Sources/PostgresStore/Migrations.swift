import Domain
import NIOCore
import PostgresNIO
import SQLStorage

/// SQLStorage's `Schema` on a server: applied identifiers are recorded in `schema_migrations`;
/// one there that this build does not know means a newer rushday upgraded the server, and
/// opening stops rather than guess. Every table also gets its change notice (`noticeTriggers`).
enum Migrations {
    struct NewerSchema: Error {
        let unknown: [String]
    }

    /// A schema a reader finds behind this build's, with the versions it has.
    struct OlderSchema: Error {
        let applied: [String]
    }

    /// An older schema that could not be upgraded: the role may not change it.
    struct CannotUpgrade: Error {
        let applied: [String]
    }

    static let all = Schema.all

    /// Brings the schema up to this build's, inside the caller's transaction on `connection`.
    /// The transaction-scoped advisory lock (keyed by the schema's name, so stores in other
    /// schemas of the same database do not wait) makes a second machine upgrading at the same
    /// moment wait, then find the work done; it is released at COMMIT or ROLLBACK. That wait is
    /// for another rushday's whole upgrade, which a large database or a busy server can stretch
    /// past the lock wait that ends an ordinary write: up to five minutes, then the ordinary
    /// wait again. Answers the version an existing schema was upgraded from (nil for a new one,
    /// or one that was current).
    @discardableResult
    static func apply(on connection: PostgresConnection, _ migrations: [Migration] = all) async throws -> String? {
        try await connection.execute("SET LOCAL lock_timeout = '5min'")
        // The statement's answer is awaited past the lock's own limit, so the server's refusal
        // (55P03) ends the wait, not the connection's ordinary 30 s.
        try await connection.execute("SELECT pg_advisory_xact_lock(hashtext('rushday schema_migrations ' || current_schema()))",
                                     within: .minutes(5) + PostgresConnection.answerLimit)
        try await connection.execute("SET LOCAL lock_timeout TO DEFAULT")
        try await connection.execute("""
            CREATE TABLE IF NOT EXISTS schema_migrations (
                identifier TEXT   NOT NULL PRIMARY KEY,
                applied_at BIGINT NOT NULL
            )
            """)
        let applied = try await appliedIdentifiers(on: connection)
        try requireKnown(applied)
        let missing = migrations.filter { !applied.contains($0.identifier) }
        for migration in missing {
            try await PostgresExecutor.run(on: connection) { db in
                if [all[0].identifier, namedTables].contains(migration.identifier) { try db.apply(changeNotices) }
                for piece in migration.pieces {
                    try piece.apply(on: db)
                    for trigger in noticeTriggers(for: piece) { try db.apply(trigger) }
                }
            }
            try await connection.execute("""
                INSERT INTO schema_migrations (identifier, applied_at)
                VALUES (\(migration.identifier), (extract(epoch FROM clock_timestamp()) * 1000)::bigint)
                """)
        }
        return applied.isEmpty || missing.isEmpty ? nil : ordered(applied).last
    }

    /// `applied` in this build's order.
    static func ordered(_ applied: Set<String>) -> [String] {
        all.map(\.identifier).filter(applied.contains)
    }

    /// For a reader, which must not write: true when the schema is exactly this build's, false
    /// when the database has no rushday schema at all (it reads as an empty store, as a missing
    /// SQLite file does); an older or newer one throws.
    static func requireCurrent(on connection: PostgresConnection) async throws -> Bool {
        let exists = try await connection.first("SELECT to_regclass('schema_migrations') IS NOT NULL") { row in
            try row.decode(Bool.self)
        } ?? false
        guard exists else { return false }
        let applied = try await appliedIdentifiers(on: connection)
        try requireKnown(applied)
        guard applied == Set(all.map(\.identifier)) else { throw OlderSchema(applied: ordered(applied)) }
        return true
    }

    /// This build's tables, empty and private to `connection` (temporary tables, which the
    /// server looks up before the schema's): what a reader of an empty database reads, without
    /// writing anything to the database.
    static func createEmptyTemporaryTables(on connection: PostgresConnection) async throws {
        try await connection.execute("SET search_path = pg_temp")
        // Only the tables and the columns added to them since: the change notices are for a
        // schema others write to.
        let statements = all.flatMap(\.pieces).flatMap { piece in piece.created.isEmpty ? piece.statements.filter { $0.hasPrefix("ALTER TABLE") } : piece.statements }
        for statement in statements {
            try await connection.execute(PostgresQuery(unsafeSQL: SQLDialect.postgres.render(statement)))
        }
        try await connection.execute("RESET search_path")
    }

    /// Through `answer`, as every statement of the store, so none waits for ever.
    private static func appliedIdentifiers(on connection: PostgresConnection) async throws -> Set<String> {
        Set(try await connection.answer("SELECT identifier FROM schema_migrations").get().rows.map { try $0.decode(String.self) })
    }

    private static func requireKnown(_ applied: Set<String>) throws {
        let unknown = applied.subtracting(all.map(\.identifier))
        guard unknown.isEmpty else { throw NewerSchema(unknown: unknown.sorted()) }
    }
}
