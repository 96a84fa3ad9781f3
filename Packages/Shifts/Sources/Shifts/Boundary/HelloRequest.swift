/// What `rushday shifts hello` asks. Fields stay as typed: the use case checks them, so
/// every rule and its message live in the feature.
public struct HelloRequest: Hashable, Sendable {
    /// Who to greet; nil greets the signed-in user.
    public let name: String?

    public init(name: String? = nil) {
        self.name = name
    }
}
