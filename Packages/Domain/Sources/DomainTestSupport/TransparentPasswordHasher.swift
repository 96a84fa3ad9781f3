public import Domain

/// A readable stand-in for the scrypt hasher, so use-case tests run fast. Never used outside tests.
public struct TransparentPasswordHasher: PasswordHasher {
    public init() {}

    public func hash(_ password: String) -> String { "test-hash:" + password }

    public func verify(_ password: String, against hash: String) -> Bool {
        hash == "test-hash:" + password
    }
}
