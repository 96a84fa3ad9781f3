import Domain
import SQLiteStore
import RushDayCommandLine

/// `db`'s databases, opened by location through `openStore`.
struct StoreLocations: DatabaseLocations {
    func isServer(_ location: String) -> Bool {
        RushDayApp.isServer(location)
    }

    func summary(at location: String) async throws(DomainError) -> StoreSummary {
        try await openStore(at: location, access: .readOnly, inspecting: true).summary()
    }

    func upgrade(at location: String) async throws(DomainError) -> StoreSummary {
        try await openStore(at: location, access: .readWrite, upgraded: { _, _, _ in }).summary()
    }

    func copy(from: String, to: String) async throws(DomainError) -> (counts: [TableCount], location: String)? {
        guard let contents = try await copySource(at: from) else { return nil }
        return (try await copyTarget(at: to, for: contents).fill(with: contents), contents.location)
    }

    func backUp(_ location: String, to file: String) async throws(DomainError) -> StoreSummary {
        try requireFile(location)
        try SQLiteStore.backUp(path: location, to: file)
        return try await openStore(at: file, access: .readOnly, inspecting: true).summary()
    }

    func restore(_ location: String, from file: String, replacing: Bool) async throws(DomainError) -> StoreSummary {
        try requireFile(location)
        try SQLiteStore.restore(from: file, into: location, replacing: replacing)
        return try await openStore(at: location, access: .readOnly, inspecting: true).summary()
    }

    /// A server keeps its own backups: `pg_dump` and `pg_restore` copy one consistently, and
    /// `db copy` moves a SQLite backup onto one.
    private func requireFile(_ location: String) throws(DomainError) {
        guard isServer(location) else { return }
        throw .invalid(field: "database", message: "\(location) is a PostgreSQL server, backed up with pg_dump and restored with pg_restore (README.md, \"Backups\"); 'rushday db copy' fills an empty server from a SQLite backup")
    }
}
