public import Foundation

/// Hands finished messages to a mail server. The adapter writes them as RFC 5322 (MIME) and
/// speaks the protocol; the Mail feature decides what they say and what a reply means for the
/// outbox.
public protocol MailTransport: Sendable {
    /// Delivers `mails` in order over ONE connection to `server` (reopened only if the server
    /// drops it midway), and returns one delivery per mail, in the same order. Never throws: a
    /// connection, TLS or authentication failure, or a step that times out, is the delivery of
    /// every mail it kept from the server, with what happened as its reply.
    func deliver(_ mails: [OutgoingMail], via server: MailServer, password: String?) async -> [MailDelivery]

    /// A conversation with `server` for batch after batch, over one connection where the
    /// transport can keep one open (a drain of many batches then pays for one set-up, not one a
    /// batch). `close` ends it.
    func session(via server: MailServer, password: String?) -> any MailSession
}

/// Batches delivered one after another as `MailTransport.deliver` delivers one.
public protocol MailSession: Sendable {
    func deliver(_ mails: [OutgoingMail]) async -> [MailDelivery]
    func close() async
}

extension MailTransport {
    /// A connection a batch, for transports that keep none open.
    public func session(via server: MailServer, password: String?) -> any MailSession {
        BatchByBatch(transport: self, server: server, password: password)
    }
}

private struct BatchByBatch: MailSession {
    let transport: any MailTransport
    let server: MailServer
    let password: String?

    func deliver(_ mails: [OutgoingMail]) async -> [MailDelivery] {
        await transport.deliver(mails, via: server, password: password)
    }

    func close() async {}
}

/// One message ready to go: its envelope and its content.
public struct OutgoingMail: Hashable, Sendable {
    /// The Message-ID without its angle brackets (`UUID@sender.example`): the same on every
    /// attempt, so a mail sent twice is seen as one by the receiving side.
    public var messageID: String
    public var from: MailAddress
    public var to: MailAddress
    public var date: Date
    public var content: MailContent

    public init(messageID: String, from: MailAddress, to: MailAddress, date: Date, content: MailContent) {
        self.messageID = messageID
        self.from = from
        self.to = to
        self.date = date
        self.content = content
    }
}

/// What a message says: a plain-text body and its HTML twin (multipart/alternative), images
/// the HTML shows inline (multipart/related, by `contentID`), files attached, and extra
/// headers (`List-Unsubscribe`).
public struct MailContent: Hashable, Sendable {
    public var subject: String
    public var text: String
    public var html: String?
    public var inline: [MailPart]
    public var attachments: [MailPart]
    public var headers: [MailHeader]

    public init(subject: String, text: String, html: String? = nil, inline: [MailPart] = [],
                attachments: [MailPart] = [], headers: [MailHeader] = []) {
        self.subject = subject
        self.text = text
        self.html = html
        self.inline = inline
        self.attachments = attachments
        self.headers = headers
    }

    /// The bytes of every inline image and attachment.
    public var partBytes: Int { (inline + attachments).reduce(0) { $0 + $1.bytes.count } }
}

/// A file inside a message.
public struct MailPart: Hashable, Sendable {
    public var filename: String
    /// `image/png`, `text/calendar; method=PUBLISH`...
    public var mediaType: String
    /// For an inline part: what the HTML names as `cid:...`.
    public var contentID: String?
    public var bytes: [UInt8]

    public init(filename: String, mediaType: String, contentID: String? = nil, bytes: [UInt8]) {
        self.filename = filename
        self.mediaType = mediaType
        self.contentID = contentID
        self.bytes = bytes
    }
}

/// A header beyond the ones every message has; the value is ASCII as given.
public struct MailHeader: Hashable, Sendable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
        self.name = name
        self.value = value
    }
}

/// What became of one mail.
public struct MailDelivery: Hashable, Sendable {
    public enum Outcome: String, Hashable, Sendable {
        /// The server took it (250 after the data).
        case sent
        /// Worth another attempt: a 4xx reply, a dropped connection, a timeout.
        case transient
        /// Refused for good: a 5xx reply to the mail.
        case permanent
        /// A server this set-up can never send through (its certificate not trusted, no
        /// STARTTLS, its sign-in refused): fails at once, as trying again cannot help until the
        /// set-up or the server changes.
        case unusable
        /// Never handed to the server (the connection was lost before its turn): tried again
        /// soon, with no attempt counted, as the server never saw it.
        case deferred
    }

    public var outcome: Outcome
    /// The server's reply, every line of it, or what went wrong before one came.
    public var reply: String

    public init(_ outcome: Outcome, reply: String) {
        self.outcome = outcome
        self.reply = reply
    }
}
