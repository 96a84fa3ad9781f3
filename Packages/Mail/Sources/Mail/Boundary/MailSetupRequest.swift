/// `mail setup`: the server, the sender and where guests' links point, each nil when not given
/// (the set-up keeps what it has); `publicURL` is checked by `PublicAddress`, and
/// `defaultPublicURL` (the face's environment, checked by the face) serves a first set-up given
/// no public address.
public struct MailSetupRequest: Sendable {
    public var smtp: String?
    public var from: String?
    public var publicURL: String?
    public var defaultPublicURL: String?
    public var perMinute: Int?

    public init(smtp: String? = nil, from: String? = nil, publicURL: String? = nil, defaultPublicURL: String? = nil, perMinute: Int? = nil) {
        self.smtp = smtp
        self.from = from
        self.publicURL = publicURL
        self.defaultPublicURL = defaultPublicURL
        self.perMinute = perMinute
    }
}
