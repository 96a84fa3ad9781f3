import Testing

/// The store a test's `rushday` uses: a SQLite file of its own, or a schema of its own on the
/// PostgreSQL test server (`PostgresServer`). Tests of a promise both stores keep (no overselling,
/// one admission per ticket, capacity) take both as arguments.
enum Backend: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case sqlite
    case postgres

    var testDescription: String { rawValue }
}
