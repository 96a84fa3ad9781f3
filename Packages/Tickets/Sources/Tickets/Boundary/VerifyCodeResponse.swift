/// A code that the key file's key signed, for the key's event: what it says.
public struct VerifyCodeResponse: Hashable, Sendable {
    public let code: TicketCode

    public init(code: TicketCode) {
        self.code = code
    }
}
