/// Everything a store holds, as plain rows: what `db copy` carries from one store to another.
public struct StoreContents: Sendable {
    /// Where the rows come from, as messages name it.
    public let location: String
    /// The schema versions the rows were stored under, in order.
    public let schemaVersions: [String]
    public let tables: [StoredTable]

    public init(location: String, schemaVersions: [String], tables: [StoredTable]) {
        self.location = location
        self.schemaVersions = schemaVersions
        self.tables = tables
    }
}

/// One table's rows: each row holds a value for every column, in `columns`' order.
public struct StoredTable: Sendable {
    public let name: String
    public let columns: [String]
    public let rows: [[ColumnValue]]

    public init(name: String, columns: [String], rows: [[ColumnValue]]) {
        self.name = name
        self.columns = columns
        self.rows = rows
    }
}

/// A column's value as both stores keep it: rushday's schema uses only these (texts for ids,
/// JSON and names; integers for instants, money and counts; bytes for keys).
public enum ColumnValue: Sendable, Hashable {
    case null
    case integer(Int64)
    case text(String)
    case bytes([UInt8])
}
