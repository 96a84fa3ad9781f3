/// A type declaration or extension and the names in its inheritance clause, each with its
/// position (`Domain.EventRepository` is recorded as `EventRepository`).
public struct TypeDeclaration: Sendable, Hashable {
    public struct Inherited: Sendable, Hashable {
        public var name: String
        public var line: Int
        public var column: Int
    }

    /// struct, class, enum, actor, extension or protocol.
    public var kind: String
    public var name: String
    public var inherited: [Inherited]
}
