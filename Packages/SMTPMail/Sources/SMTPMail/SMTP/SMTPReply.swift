import Domain

/// A server's reply (RFC 5321 4.2): its code and every line of it, as sent.
struct SMTPReply: Sendable {
    var code: Int
    /// Each line whole (`250-PIPELINING`), without its line end.
    var lines: [String]

    /// The reply as the outbox records it: every line, joined with "\n".
    var text: String { lines.joined(separator: "\n") }

    /// What a refusal means for the mail it answers (RFC 5321 4.2.1): 5xx is for good; 4xx,
    /// and anything unexpected, is worth another attempt.
    var refusal: MailDelivery {
        MailDelivery((500..<600).contains(code) ? .permanent : .transient, reply: text)
    }

    /// 421: the server is closing the connection (RFC 5321 3.8), whatever it was asked.
    var closesConnection: Bool { code == 421 }
}
