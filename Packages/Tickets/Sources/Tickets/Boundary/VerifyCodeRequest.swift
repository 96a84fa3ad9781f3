/// What `rushday tickets verify CODE --key FILE` asks: the code and the key file's text.
public struct VerifyCodeRequest: Hashable, Sendable {
    public var code: String
    public var key: String

    public init(code: String, key: String) {
        self.code = code
        self.key = key
    }
}
