/// Secrets a server keeps for itself, by name (the key that signs its forms' tokens), in the
/// store so that every server sharing it agrees and a restart keeps the forms already open.
public protocol ServerSecretRepository: Sendable {
    /// The secret stored under `name`; when there is none yet, `new` is stored and answered
    /// (the first server to ask wins: every later one gets the same secret).
    func secret(named name: String, new: String) async throws(DomainError) -> String
}
