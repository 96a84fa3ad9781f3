import Domain
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
}
