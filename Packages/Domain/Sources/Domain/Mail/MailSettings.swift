public import Foundation

/// How the store's mail goes out: one sender for all its events, as an organisation's events
/// share one. The server's password is never here: each machine that sends reads it from
/// `RUSHDAY_SMTP_PASSWORD` or a 0600 file, as PostgreSQL's is read.
public struct MailSettings: Hashable, Sendable, Codable {
    public var server: MailServer
    public var sender: MailAddress
    /// The most messages sent per minute; nil: as fast as the server takes them.
    public var perMinute: Int?
    /// Where guests' links point (`https://rsvp.example.org`): the address of `rushday serve`.
    public var publicURL: String
    public var updatedBy: UserID
    public var updatedAt: Date

    public init(server: MailServer, sender: MailAddress, perMinute: Int? = nil, publicURL: String,
                updatedBy: UserID, updatedAt: Date) {
        self.server = server
        self.sender = sender
        self.perMinute = perMinute
        self.publicURL = publicURL
        self.updatedBy = updatedBy
        self.updatedAt = updatedAt
    }
}

/// An SMTP server: `smtp://USER@HOST:PORT?tls=...`.
public struct MailServer: Hashable, Sendable, Codable {
    public var host: String
    public var port: Int
    public var user: String?
    public var security: MailSecurity

    public init(host: String, port: Int, user: String? = nil, security: MailSecurity) {
        self.host = host
        self.port = port
        self.user = user
        self.security = security
    }
}

/// How the connection is protected.
public enum MailSecurity: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// Plain connection upgraded with STARTTLS; a server that does not offer it is refused.
    case starttls
    /// TLS from the first byte (port 465).
    case implicit
    /// No TLS at all: only when asked for by name.
    case none

    public var description: String { rawValue }
}

/// A mailbox: `Name <address>`.
public struct MailAddress: Hashable, Sendable, Codable {
    public var name: String?
    public var address: EmailAddress

    public init(name: String? = nil, address: EmailAddress) {
        self.name = name
        self.address = address
    }

    /// The part after the `@`: a Message-ID's right-hand side.
    public var domain: String { String(address.value.split(separator: "@").last ?? "") }
}
