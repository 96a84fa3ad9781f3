import Domain

extension SQLStore {
    /// Ready when a read answers and the versions applied are exactly this build's: a store
    /// a newer rushday has upgraded (a rolling update's first new server) leaves the older
    /// servers unready, so a proxy sends their visitors to the newer ones.
    public func isReady() async -> Bool {
        let versions = try? await reading { db in try db.all(db.dialect.appliedVersions) { row in try row.text(0) } }
        return versions.map(Set.init) == Set(Schema.all.map(\.identifier))
    }
}
