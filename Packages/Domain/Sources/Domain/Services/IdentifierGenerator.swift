public import Foundation

/// New identifiers. Injected so tests get predictable ones.
public protocol IdentifierGenerator: Sendable {
    func make() -> UUID
}

public extension IdentifierGenerator {
    func make<Entity>(_: Entity.Type = Entity.self) -> Identifier<Entity> {
        Identifier(make())
    }
}

public struct RandomIdentifierGenerator: IdentifierGenerator {
    public init() {}
    public func make() -> UUID { UUID() }
}
