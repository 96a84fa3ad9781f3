// TEMPORARY stand-in until the core engineer's read-only access lands (pg-core branch).
public import Domain
extension PostgresStore {
    public convenience init(_ location: PostgresLocation, access: StoreAccess) { self.init(location) }
}
extension PostgresStore: StoreChanges {
    public func changes(every interval: Duration) async -> AsyncStream<Void> {
        await Self.polling(every: interval) { () async -> Int? in nil }
    }
}
