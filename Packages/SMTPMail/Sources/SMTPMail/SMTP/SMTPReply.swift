/// A server's reply (RFC 5321 4.2): its code and every line of it, as sent.
struct SMTPReply: Sendable {
    var code: Int
    /// Each line whole (`250-PIPELINING`), without its line end.
    var lines: [String]

    /// The reply as the outbox records it: every line, joined with "\n".
    var text: String { lines.joined(separator: "\n") }

    /// What a reply means for the mail it answers (RFC 5321 4.2.1): 4xx is worth another
    /// attempt, 5xx is refused for good; anything unexpected is treated as passing trouble.
    var failure: MailDeliveryFailure {
        MailDeliveryFailure(permanent: (500..<600).contains(code), reply: text)
    }

    /// 421: the server is closing the connection (RFC 5321 3.8), whatever it was asked.
    var closesConnection: Bool { code == 421 }
}

/// A mail's refusal: the reply (or what went wrong) and whether it is for good.
struct MailDeliveryFailure: Error {
    var permanent: Bool
    var reply: String
}
