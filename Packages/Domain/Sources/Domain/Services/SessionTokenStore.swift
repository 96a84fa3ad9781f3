/// Where this machine keeps the signed-in token (a 0600 file under the config directory).
public protocol SessionTokenStore: Sendable {
    func load() throws(DomainError) -> String?
    func save(_ token: String) throws(DomainError)
    func clear() throws(DomainError)
}
