/// What signs a form's nonce and checks a signature in constant time, under a key every server
/// of the site shares (the composition gives it: the store keeps the key).
public protocol FormSigning: Sendable {
    func signature(of message: String) -> String
    func verifies(_ signature: String, of message: String) -> Bool
}
