import PostgresNIO
import Synchronization

/// Statements prepared on the store's connections, by connection and text: a statement marked
/// `SQL.isReused` is planned by the server once per connection, then only bound and run.
final class PreparedStatements: Sendable {
    /// A prepared statement holds its connection, so an entry's key names no other connection
    /// while the entry is kept.
    private let prepared = Mutex<[ObjectIdentifier: [String: PreparedQuery]]>([:])

    /// The rows of `text` (SQLStorage's, with `?` placeholders) run with `values` on
    /// `connection`, prepared there the first time.
    func rows(_ text: String, _ values: [PostgresData], on connection: PostgresConnection) async throws -> [PostgresRow] {
        guard !connection.isClosed else { throw PostgresConnection.Closed() }
        let key = ObjectIdentifier(connection)
        let statement: PreparedQuery
        if let found = prepared.withLock({ $0[key]?[text] }) {
            statement = found
        } else {
            statement = try await connection.limited(connection.prepare(query: PostgresExecutor.numbered(text))).get()
            prepared.withLock { $0[key, default: [:]][text] = statement }
        }
        return try await connection.limited(statement.execute(values)).get()
    }

    /// Forgets what was prepared on `connection`, which the store no longer uses.
    func forget(_ connection: PostgresConnection) {
        _ = prepared.withLock { $0.removeValue(forKey: ObjectIdentifier(connection)) }
    }
}
