/// A store seen as plain tables, whichever database holds them: what `db status` reports and
/// `db copy` moves from one store to another. Both stores keep the same tables, columns and
/// schema versions, so a copy is row for row.
public protocol StoreTables: Sendable {
    /// Which store this is, where, its schema versions and each table's rows, read at one
    /// moment.
    func summary() async throws(DomainError) -> StoreSummary

    /// Every row of every table, read at one moment, each table's rows in the order they were
    /// stored.
    func contents() async throws(DomainError) -> StoreContents

    /// Stores `contents` into this store, which must hold nothing and have the same schema
    /// versions, in one transaction that is kept only when every table then holds as many rows
    /// as `contents` has. A refusal changes nothing, not even the schema (an older one is
    /// upgraded only for a copy that goes ahead; a store that upgrades on opening for writing
    /// is checked before it is opened). Answers the tables' counts.
    func fill(with contents: StoreContents) async throws(DomainError) -> [TableCount]
}

extension StoreTables {
    /// Whether any table holds a row (an account, a session, a failed sign-in, an event ...):
    /// `demo` plants its sample only in a store that has none.
    public func holdsData() async throws(DomainError) -> Bool {
        try await summary().tables.contains { $0.rows > 0 }
    }
}
