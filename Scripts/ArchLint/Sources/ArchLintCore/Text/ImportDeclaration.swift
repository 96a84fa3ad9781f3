/// One `import` declaration as written: `@testable public import struct Events.Event` has module
/// `Events`, path `["Events", "Event"]`, attributes `["testable"]`, access `public`, kind `struct`.
public struct ImportDeclaration: Sendable, Hashable {
    public var module: String
    public var path: [String]
    public var attributes: [String]
    public var accessLevel: String?
    public var kind: String?
    /// Where the module name starts.
    public var line: Int
    public var column: Int
}
