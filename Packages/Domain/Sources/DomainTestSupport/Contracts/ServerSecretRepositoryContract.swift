public import Domain
import Testing

/// What every `ServerSecretRepository` does.
public enum ServerSecretRepositoryContract {
    public typealias Store = any ServerSecretRepository

    public static let cases: [ContractCase<Store>] = [
        ContractCase("the first secret asked for a name is kept, and every later asker gets it") { (store: Store) async throws in
            #expect(try await store.secret(named: "forms", new: "first") == "first")
            #expect(try await store.secret(named: "forms", new: "second") == "first")
            #expect(try await store.secret(named: "other", new: "third") == "third")
            #expect(try await store.secret(named: "forms", new: "fourth") == "first")
        },
        ContractCase("servers asking at once all get the one secret kept") { (store: Store) async throws in
            let answers = try await withThrowingTaskGroup(of: String.self) { group in
                for index in 0..<8 { group.addTask { try await store.secret(named: "forms", new: "secret-\(index)") } }
                return try await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            #expect(answers.count == 1)
            #expect(try await store.secret(named: "forms", new: "late") == answers.first)
        },
    ]
}
