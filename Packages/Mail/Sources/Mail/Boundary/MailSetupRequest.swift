/// `mail setup`: the server, the sender and where guests' links point; the face has checked
/// that `publicURL` is an http(s) address.
public struct MailSetupRequest: Sendable {
    public var smtp: String
    public var from: String
    public var publicURL: String
    public var perMinute: Int?

    public init(smtp: String, from: String, publicURL: String, perMinute: Int? = nil) {
        self.smtp = smtp
        self.from = from
        self.publicURL = publicURL
        self.perMinute = perMinute
    }
}
