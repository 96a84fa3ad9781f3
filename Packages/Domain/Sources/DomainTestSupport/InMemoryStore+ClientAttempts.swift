public import Domain
public import Foundation

/// Attempts by kind and key, each with the moment its window began.
struct ClientAttemptTable: InMemoryTable {
    struct Key: Hashable {
        let kind: String
        let key: String
    }

    struct Window: Equatable {
        var attempts: Int
        var since: Date
    }

    var byKey: [Key: Window] = [:]
}

extension InMemoryStore: ClientAttemptRepository, StoreReadiness {
    public func countAttempt(of kind: String, by key: String, window: TimeInterval, at now: Date) throws(DomainError) -> Int {
        try write { tables in
            let key = ClientAttemptTable.Key(kind: kind, key: key)
            var counted = tables[ClientAttemptTable.self].byKey[key] ?? .init(attempts: 0, since: now.stored)
            if now.stored.timeIntervalSince(counted.since) >= window { counted = .init(attempts: 0, since: now.stored) }
            counted.attempts += 1
            tables[ClientAttemptTable.self].byKey[key] = counted
            return counted.attempts
        }
    }

    public func isReady() -> Bool { true }
}
