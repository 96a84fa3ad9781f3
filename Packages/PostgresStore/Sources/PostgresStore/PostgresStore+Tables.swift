public import Domain
import PostgresNIO

extension PostgresStore: StoreTables {
    public func summary() async throws(DomainError) -> StoreSummary {
        try await read { connection in
            var tables: [TableCount] = []
            for table in try await Self.tables(on: connection) {
                tables.append(TableCount(table: table.name, rows: try await Self.count(table.name, on: connection)))
            }
            return StoreSummary(kind: "PostgreSQL", location: location.description,
                                appliedVersions: try await Self.appliedVersions(on: connection),
                                knownVersions: Migrations.all.map(\.identifier), tables: tables)
        }
    }

    public func contents() async throws(DomainError) -> StoreContents {
        try await read { connection in
            var tables: [StoredTable] = []
            for table in try await Self.tables(on: connection) {
                tables.append(try await Self.rows(of: table, on: connection))
            }
            return StoreContents(location: location.description,
                                 schemaVersions: try await Self.appliedVersions(on: connection), tables: tables)
        }
    }

    public func fill(with contents: StoreContents) async throws(DomainError) -> [TableCount] {
        let place = location.description
        return try await writeUpgradingSchema { connection in
            let filling = StoreFilling(into: place, from: contents)
            try filling.check(versions: try await Self.appliedVersions(on: connection),
                              counts: try await Self.counts(on: connection))
            // Rows of a table may reference rows of one copied later, as in the source store.
            try await connection.execute("SET CONSTRAINTS ALL DEFERRED")
            let tables = try await Self.tables(on: connection)
            for table in contents.tables where !table.rows.isEmpty {
                try await Self.insert(table, on: connection)
                if let identity = tables.first(where: { $0.name == table.name })?.identity {
                    try await Self.advanceIdentity(identity, of: table.name, on: connection)
                }
            }
            let counts = try await Self.counts(on: connection)
            try filling.verify(counts)
            return counts
        }
    }

    /// A table of rushday's schema, and its identity column (which numbers new rows), if any.
    private struct Table {
        let name: String
        let identity: String?
    }

    /// rushday's tables in the schema, in the order they were created.
    private static func tables(on connection: PostgresConnection) async throws -> [Table] {
        try await connection.all("""
            SELECT c.relname::text,
                   (SELECT a.attname::text FROM pg_attribute a
                    WHERE a.attrelid = c.oid AND a.attidentity <> '' AND NOT a.attisdropped)
            FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = current_schema() AND c.relkind = 'r' AND c.relname <> 'schema_migrations'
            ORDER BY c.oid
            """) { row in
            let (name, identity) = try row.decode((String, String?).self)
            return Table(name: name, identity: identity)
        }
    }

    /// In the order `Migrations.all` applies them; none in a database never written to.
    private static func appliedVersions(on connection: PostgresConnection) async throws -> [String] {
        let exists = try await connection.first("SELECT to_regclass('schema_migrations') IS NOT NULL") { row in
            try row.decode(Bool.self)
        }
        guard exists == true else { return [] }
        let applied = Set(try await connection.all("SELECT identifier FROM schema_migrations") { row in
            try row.decode(String.self)
        })
        return Migrations.all.map(\.identifier).filter(applied.contains)
    }

    private static func counts(on connection: PostgresConnection) async throws -> [TableCount] {
        var counts: [TableCount] = []
        for table in try await tables(on: connection) {
            counts.append(TableCount(table: table.name, rows: try await count(table.name, on: connection)))
        }
        return counts
    }

    private static func count(_ table: String, on connection: PostgresConnection) async throws -> Int {
        try await connection.first(PostgresQuery(unsafeSQL: "SELECT count(*) FROM \(quoted(table))")) { row in
            Int(try row.decode(Int64.self))
        } ?? 0
    }

    /// In the order they were stored: by the identity column where there is one, else by the
    /// primary key.
    private static func rows(of table: Table, on connection: PostgresConnection) async throws -> StoredTable {
        let columns = try await connection.all("""
            SELECT attname::text FROM pg_attribute
            WHERE attrelid = \(quoted(table.name))::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum
            """) { row in try row.decode(String.self) }
        let key = try await connection.all("""
            SELECT a.attname::text FROM pg_index i
            JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
            WHERE i.indrelid = \(quoted(table.name))::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)
            """) { row in try row.decode(String.self) }
        let order = table.identity.map { [$0] } ?? key
        let sql = "SELECT \(columns.map(quoted).joined(separator: ", ")) FROM \(quoted(table.name))"
            + (order.isEmpty ? "" : " ORDER BY \(order.map(quoted).joined(separator: ", "))")
        let rows = try await connection.all(PostgresQuery(unsafeSQL: sql)) { row in
            try row.map { cell in try ColumnValue(cell, table: table.name) }
        }
        return StoredTable(name: table.name, columns: columns, rows: rows)
    }

    /// Many rows per statement, as many as PostgreSQL's 65,535 parameters allow (up to 1,000):
    /// one round trip per row would make a large copy wait on the network.
    private static func insert(_ table: StoredTable, on connection: PostgresConnection) async throws {
        let perStatement = max(1, min(1_000, 65_535 / max(1, table.columns.count)))
        let head = "INSERT INTO \(quoted(table.name)) (\(table.columns.map(quoted).joined(separator: ", "))) VALUES "
        var start = table.rows.startIndex
        while start < table.rows.endIndex {
            let batch = table.rows[start..<min(start + perStatement, table.rows.endIndex)]
            var bindings = PostgresBindings(capacity: batch.count * table.columns.count)
            var tuples: [String] = []
            for row in batch {
                let first = bindings.count + 1
                tuples.append("(" + (first..<first + row.count).map { "$\($0)" }.joined(separator: ", ") + ")")
                for value in row { value.bind(into: &bindings) }
            }
            try await connection.execute(PostgresQuery(unsafeSQL: head + tuples.joined(separator: ", "), binds: bindings))
            start = batch.endIndex
        }
    }

    /// The identity goes on numbering after the highest row copied, not from 1 again.
    private static func advanceIdentity(_ column: String, of table: String, on connection: PostgresConnection) async throws {
        try await connection.execute(PostgresQuery(unsafeSQL: """
            SELECT setval(pg_get_serial_sequence('\(quoted(table))', '\(column)'),
                          (SELECT max(\(quoted(column))) FROM \(quoted(table))))
            """))
    }

    private static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

private extension ColumnValue {
    init(_ cell: PostgresCell, table: String) throws {
        guard cell.bytes != nil else {
            self = .null
            return
        }
        switch cell.dataType {
        case .int2, .int4, .int8: self = .integer(try cell.decode(Int64.self))
        case .bytea: self = .bytes(Array(buffer: try cell.decode(ByteBuffer.self)))
        case .text, .varchar: self = .text(try cell.decode(String.self))
        default: throw CorruptRow(table: table, detail: "a \(cell.dataType) column, which rushday's schema never has")
        }
    }

    func bind(into bindings: inout PostgresBindings) {
        switch self {
        case .null: bindings.appendNull()
        case let .integer(integer): bindings.append(integer)
        case let .text(text): bindings.append(text)
        case let .bytes(bytes): bindings.append(ByteBuffer(bytes: bytes))
        }
    }
}
