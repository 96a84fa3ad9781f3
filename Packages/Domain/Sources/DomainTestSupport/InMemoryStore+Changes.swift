public import Domain

extension InMemoryStore: StoreChanges {
    /// A change is any difference in the tables since the last look, as a real store's change
    /// counter would tell it.
    public nonisolated func changes(every interval: Duration) async -> AsyncStream<StoreChange> {
        await Self.polling(every: interval) { await self.snapshot() }
    }
}
