public import Domain

/// Server secrets by name.
struct ServerSecretTable: InMemoryTable {
    var byName: [String: String] = [:]
}

extension InMemoryStore: ServerSecretRepository {
    public func secret(named name: String, new: String) throws(DomainError) -> String {
        if let kept = tables[ServerSecretTable.self].byName[name] { return kept }
        try write { tables in tables[ServerSecretTable.self].byName[name] = new }
        return new
    }
}
