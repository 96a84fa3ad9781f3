import Domain
import Synchronization

/// A mail server as a script: records every mail it is handed, and answers each from the
/// outcomes queued with `script` in order, then "250 OK" once they run out. The real SMTP
/// client is judged against a real server in its own package.
final class ScriptedTransport: MailTransport {
    private struct State {
        var handed: [OutgoingMail] = []
        var answers: [MailDelivery] = []
        var batches = 0
        var passwords: [String?] = []
        var outcomes: [MailDelivery] = []
        var meanwhile: (@Sendable () async throws -> Void)?
    }

    private let state = Mutex(State())

    /// Runs `body` once, while the server takes the next batch: what happens in the store while
    /// a drain is under way.
    func meanwhile(_ body: @escaping @Sendable () async throws -> Void) {
        state.withLock { $0.meanwhile = body }
    }

    /// The answers to the next mails handed over, in order.
    func script(_ outcomes: [MailDelivery.Outcome]) {
        state.withLock { $0.outcomes += outcomes.map { MailDelivery($0, reply: Self.reply(for: $0)) } }
    }

    func script(_ deliveries: [MailDelivery]) {
        state.withLock { $0.outcomes += deliveries }
    }

    /// How many times the mail with this message's Message-ID was handed over.
    func timesHanded(_ message: OutboxMessage) -> Int {
        let id = message.id.rawValue.uuidString.lowercased() + "@"
        return handed.filter { $0.messageID.hasPrefix(id) }.count
    }

    /// Every mail handed over so far, in order.
    var handed: [OutgoingMail] { state.withLock { $0.handed } }
    /// The answer given to each mail handed over, in the same order.
    var answers: [MailDelivery] { state.withLock { $0.answers } }
    /// How many times `deliver` was called (one connection each).
    var batches: Int { state.withLock { $0.batches } }
    var passwords: [String?] { state.withLock { $0.passwords } }

    static func reply(for outcome: MailDelivery.Outcome) -> String {
        switch outcome {
        case .sent: "250 2.0.0 OK queued"
        case .transient: "421 4.7.0 try again later"
        case .permanent: "550 5.1.1 no such mailbox"
        case .deferred: "the connection was lost before this mail's turn"
        case .unusable: "the certificate of mail.example.org is not trusted"
        }
    }

    func deliver(_ mails: [OutgoingMail], via server: MailServer, password: String?) async -> [MailDelivery] {
        let meanwhile = state.withLock { state in
            defer { state.meanwhile = nil }
            return state.meanwhile
        }
        try? await meanwhile?()
        return state.withLock { state in
            state.batches += 1
            state.passwords.append(password)
            state.handed += mails
            let answers = mails.map { _ in
                state.outcomes.isEmpty ? MailDelivery(.sent, reply: Self.reply(for: .sent)) : state.outcomes.removeFirst()
            }
            state.answers += answers
            return answers
        }
    }
}
