/// Turns a password into a self-describing hash string (algorithm and parameters inside, so
/// they can be raised later) and checks a password against one in constant time.
public protocol PasswordHasher: Sendable {
    func hash(_ password: String) throws(DomainError) -> String
    func verify(_ password: String, against hash: String) throws(DomainError) -> Bool
}
