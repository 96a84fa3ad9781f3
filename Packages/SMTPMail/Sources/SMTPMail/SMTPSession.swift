import Domain
import Foundation
import NIOCore
import NIOSSL

/// One conversation with the server, set up and ready for mail: greeted, EHLO'd, under TLS
/// (STARTTLS or from the start), authenticated; then one mail after another.
struct SMTPSession {
    let connection: SMTPConnection
    /// RFC 2920: MAIL, RCPT and DATA go in one write, their replies read after.
    let pipelining: Bool

    static func begin(_ server: MailServer, password: String?, clientName: String, tls: NIOSSLContext,
                      timeout: TimeAmount) async throws(SMTPFailure) -> SMTPSession {
        let connection = try await SMTPConnection.open(host: server.host, port: server.port,
                                                       tls: server.security == .implicit ? tls : nil, timeout: timeout)
        do throws(SMTPFailure) {
            let greeting = try await connection.reply()
            guard greeting.code == 220 else { throw .refused(greeting, step: "greeting") }
            var hello = try await Self.hello(connection, clientName)
            if server.security == .starttls {
                guard hello.contains("STARTTLS") else {
                    throw .unusable("\(server.host) offers no STARTTLS, so nothing was sent; use tls=none to send without TLS")
                }
                let ready = try await connection.command("STARTTLS")
                guard ready.code == 220 else { throw .refused(ready, step: "STARTTLS") }
                try await connection.startTLS(tls, host: server.host)
                hello = try await Self.hello(connection, clientName)
            }
            if let user = server.user { try await authenticate(connection, user: user, password: password, offered: hello) }
            return SMTPSession(connection: connection, pipelining: hello.contains("PIPELINING"))
        } catch {
            connection.close()
            throw error
        }
    }

    /// EHLO's extension keywords; a server refusing EHLO gets HELO and is taken to have none.
    private static func hello(_ connection: SMTPConnection, _ name: String) async throws(SMTPFailure) -> Set<String> {
        let reply = try await connection.command("EHLO \(name)")
        if reply.code == 250 { return Set(reply.keywords) }
        let plain = try await connection.command("HELO \(name)")
        guard plain.code == 250 else { throw .refused(plain, step: "HELO") }
        return []
    }

    /// AUTH PLAIN, or LOGIN when only that is offered.
    private static func authenticate(_ connection: SMTPConnection, user: String, password: String?,
                                     offered: Set<String>) async throws(SMTPFailure) {
        guard let password else { throw .unusable("no password is known for \(user) on this machine, so nothing was sent") }
        let mechanisms = Set(offered.filter { $0.hasPrefix("AUTH ") || $0.hasPrefix("AUTH=") }
            .flatMap { $0.dropFirst(5).split(separator: " ").map(String.init) })
        let reply: SMTPReply
        if mechanisms.contains("PLAIN") {
            reply = try await connection.command("AUTH PLAIN " + base64("\0\(user)\0\(password)"))
        } else if mechanisms.contains("LOGIN") {
            let ask = try await connection.command("AUTH LOGIN")
            guard ask.code == 334 else { throw .refused(ask, step: "AUTH LOGIN") }
            let next = try await connection.command(base64(user))
            guard next.code == 334 else { throw .refused(next, step: "AUTH LOGIN") }
            reply = try await connection.command(base64(password))
        } else {
            throw .unusable("the server offers neither AUTH PLAIN nor AUTH LOGIN, so nothing was sent")
        }
        guard reply.code == 235 else { throw .refused(reply, step: "AUTH") }
    }

    private static func base64(_ text: String) -> String { Data(text.utf8).base64EncodedString() }

    /// Sends one mail; a refusal is its delivery, a broken connection is thrown.
    func send(_ mail: OutgoingMail) async throws(SMTPFailure) -> MailDelivery {
        let envelope = ["MAIL FROM:<\(mail.from.address.value)>", "RCPT TO:<\(mail.to.address.value)>", "DATA"]
        var replies: [SMTPReply] = []
        if pipelining {
            try await connection.write(Array(envelope.map { $0 + "\r\n" }.joined().utf8))
            for _ in envelope { replies.append(try await connection.reply()) }
        } else {
            for command in envelope {
                let reply = try await connection.command(command)
                replies.append(reply)
                if !reply.isPositive { break }
            }
        }
        let refusal = zip(replies, [250, 250, 354]).first { reply, expected in
            expected == 250 ? !(250...251).contains(reply.code) : reply.code != expected
        }?.0
        if let refusal {
            // A DATA accepted after a refused recipient is ended at once, with nothing in it.
            if replies.count == 3, replies[2].code == 354 {
                try await connection.write(".")
                _ = try await connection.reply()
            }
            _ = try await connection.command("RSET")
            return Self.delivery(refusal)
        }
        try await connection.write(DotStuffing.data(MIMEWriter.message(mail)))
        let reply = try await connection.reply()
        guard reply.code == 250 else {
            _ = try await connection.command("RSET")
            return Self.delivery(reply)
        }
        return MailDelivery(.sent, reply: reply.text)
    }

    func quit() async {
        _ = try? await connection.command("QUIT")
        connection.close()
    }

    static func delivery(_ reply: SMTPReply) -> MailDelivery {
        MailDelivery(reply.code >= 500 && reply.code < 600 ? .permanent : .transient, reply: reply.text)
    }
}
