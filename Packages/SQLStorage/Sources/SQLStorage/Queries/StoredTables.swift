public import Domain

/// `db copy` and `db status`, once for both stores: every table the schema made, its rows as
/// plain values, and a copy's rows put back. The tables and their order come from `Schema`; a
/// table's columns from the database itself, so a copy carries whatever the schema declared.
public enum StoredTables {
    /// The schema's tables this database holds, in the order the schema creates them.
    public static func names(_ db: any SQLExecutor) throws -> [String] {
        let present = Set(try db.all(db.dialect.tables) { row in try row.text(0) })
        return Schema.tables.filter(present.contains)
    }

    public static func counts(_ db: any SQLExecutor) throws -> [TableCount] {
        try names(db).map { table in
            TableCount(table: table, rows: Int(try db.integer("SELECT count(*) FROM \(raw: quoted(table))")))
        }
    }

    /// Every table's rows counted, the schema's or another program's (not the stores' own record
    /// of applied versions): a target holding any row is refused. The schema's tables come
    /// first, in its order, then the others by name, so a refusal names the same table each time
    /// (PostgreSQL lists its tables in no order).
    public static func everyCount(_ db: any SQLExecutor) throws -> [TableCount] {
        let bookkeeping: Set = ["grdb_migrations", "schema_migrations"]
        let place = Dictionary(uniqueKeysWithValues: Schema.tables.enumerated().map { ($0.element, $0.offset) })
        return try db.all(db.dialect.tables) { row in try row.text(0) }
            .filter { !bookkeeping.contains($0) && !$0.hasPrefix("sqlite_") }
            .sorted { (place[$0] ?? place.count, $0) < (place[$1] ?? place.count, $1) }
            .map { table in TableCount(table: table, rows: Int(try db.integer("SELECT count(*) FROM \(raw: quoted(table))"))) }
    }

    /// Every table's rows, ordered by its primary key.
    public static func contents(location: String, versions: [String], _ db: any SQLExecutor) throws -> StoreContents {
        let tables = try names(db).map { table in
            let columns = try db.all(db.dialect.columns(of: table)) { row in try row.text(0) }
            let order = Schema.primaryKey(of: table).map(quoted).joined(separator: ", ")
            let rows = try db.all("""
                SELECT \(raw: columns.map(quoted).joined(separator: ", ")) FROM \(raw: quoted(table)) ORDER BY \(raw: order)
                """) { row in try columns.indices.map { index in try row.value(index) } }
            return StoredTable(name: table, columns: columns, rows: rows)
        }
        return StoreContents(location: location, schemaVersions: versions, tables: tables)
    }

    /// Puts a copy's rows into this empty database of the same schema (`StoreFilling` checks
    /// both, before and after), many rows per statement: one round trip per row would make a
    /// large copy wait on the network.
    public static func fill(_ db: any SQLExecutor, with contents: StoreContents, into place: String,
                            versions: [String]) throws -> [TableCount] {
        let filling = StoreFilling(into: place, from: contents)
        try filling.check(versions: versions, counts: try everyCount(db))
        // Rows reference rows of tables copied later (a table rebuilt by a migration comes
        // later in the schema than those pointing at it): checked once, at commit.
        try db.execute(SQL(stringLiteral: db.dialect.deferringForeignKeys))
        for table in contents.tables where !table.rows.isEmpty {
            try insert(table, db)
            if let column = Schema.identities[table.name], let advance = db.dialect.advancingIdentity(column, of: table.name) {
                try db.execute(advance)
            }
        }
        let counts = try counts(db)
        try filling.verify(counts)
        return counts
    }

    /// Up to 1,000 rows per statement, within both databases' limits on bound values.
    private static func insert(_ table: StoredTable, _ db: any SQLExecutor) throws {
        let perStatement = max(1, min(1_000, 30_000 / max(1, table.columns.count)))
        let head = "INSERT INTO \(quoted(table.name)) (\(table.columns.map(quoted).joined(separator: ", "))) VALUES "
        var start = table.rows.startIndex
        while start < table.rows.endIndex {
            let batch = table.rows[start..<min(start + perStatement, table.rows.endIndex)]
            var sql = SQL(stringLiteral: head)
            for (index, row) in batch.enumerated() {
                sql.append("\(raw: index == 0 ? "" : ", ")(\(list: row))")
            }
            try db.execute(sql)
            start = batch.endIndex
        }
    }

    static func quoted(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}

extension ColumnValue: SQLValue {
    public var columnValue: ColumnValue { self }
}
