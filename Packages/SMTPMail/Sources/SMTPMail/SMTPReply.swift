/// One reply of the server: its code and every line of its text, kept whole for the outbox.
struct SMTPReply: Sendable, Equatable {
    let code: Int
    /// Each line as sent (`250-PIPELINING`, `250 OK`), without line ends.
    let lines: [String]

    var text: String { lines.joined(separator: "\n") }
    var isPositive: Bool { (200..<400).contains(code) }
    var isTransient: Bool { (400..<500).contains(code) }

    /// The extension keywords an EHLO reply names (`PIPELINING`, `STARTTLS`, `AUTH PLAIN LOGIN`).
    var keywords: [String] {
        lines.dropFirst().map { String($0.dropFirst(4)).uppercased() }
    }
}

/// What ends a conversation before a mail's outcome is known.
enum SMTPFailure: Error, Sendable {
    /// The server answered a step of the set-up (greeting, EHLO, STARTTLS, AUTH) with a refusal.
    case refused(SMTPReply, step: String)
    /// The connection broke, TLS failed, or the server took too long; the reason in words.
    case connection(String)
    /// Something the server or the settings lack (no STARTTLS offered, no AUTH, no password).
    case unusable(String)

    var reply: String {
        switch self {
        case let .refused(reply, step): "\(step): \(reply.text)"
        case let .connection(reason), let .unusable(reason): reason
        }
    }
}
