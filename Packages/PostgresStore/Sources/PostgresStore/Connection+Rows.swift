import PostgresNIO

extension PostgresConnection {
    /// Runs a statement whose rows are not wanted. They are read all the same: the server
    /// reports an error met while producing them (a lock wait timing out in SELECT ... FOR
    /// UPDATE) after the rows' description, so a statement left unread would seem to succeed
    /// and the next one fail with "current transaction is aborted".
    func execute(_ query: PostgresQuery) async throws {
        for try await _ in try await self.query(query, logger: logger) {}
    }

    /// How many rows a statement returns: with `RETURNING 1`, how many it changed (the command
    /// tag is not offered by the async API).
    func count(_ query: PostgresQuery) async throws -> Int {
        var count = 0
        for try await _ in try await self.query(query, logger: logger) { count += 1 }
        return count
    }

    /// Every row, turned into a value by `make`.
    func all<T>(_ query: PostgresQuery, _ make: (PostgresRow) throws -> T) async throws -> [T] {
        var values: [T] = []
        for try await row in try await self.query(query, logger: logger) { values.append(try make(row)) }
        return values
    }

    /// The first row turned into a value by `make`, or nil when there is none.
    func first<T>(_ query: PostgresQuery, _ make: (PostgresRow) throws -> T) async throws -> T? {
        for try await row in try await self.query(query, logger: logger) { return try make(row) }
        return nil
    }
}
