public import Foundation

/// What `SayHello` answers; presenters see this, never an entity.
public struct HelloResponse: Hashable, Sendable {
    public let name: String
    public let greetedAt: Date

    public init(name: String, greetedAt: Date) {
        self.name = name
        self.greetedAt = greetedAt
    }
}
