import Domain
import NIOCore
import NIOSSL

/// A connection past its set-up (greeting, EHLO, STARTTLS, AUTH), ready for mails: what the
/// server offered, and the conversation for each mail.
struct SMTPSession {
    let connection: SMTPConnection
    let pipelining: Bool
    /// Reused for every message: the writer's bytes, then the dot-stuffed data.
    private var scratch: [UInt8] = []
    private var data: ByteBuffer

    /// What the server's EHLO reply offers.
    private struct Extensions {
        var keywords: Set<String> = []
        var authMechanisms: Set<String> = []

        init(_ reply: SMTPReply?) {
            for line in reply?.lines.dropFirst() ?? [] {
                let words = line.dropFirst(4).uppercased().split(whereSeparator: { $0 == " " || $0 == "=" })
                guard let keyword = words.first else { continue }
                keywords.insert(String(keyword))
                if keyword == "AUTH" { authMechanisms.formUnion(words.dropFirst().map(String.init)) }
            }
        }
    }

    /// Connects and sets up; every failure is an `SMTPFailure` with the server's reply or the reason.
    static func open(_ server: MailServer, password: String?, clientName: String, tls: NIOSSLContext?,
                     timeout: TimeAmount) async throws(SMTPFailure) -> SMTPSession {
        if let user = server.user, password?.isEmpty ?? true {
            throw SMTPFailure("no password for the SMTP user \(user): the server needs one to authenticate", permanent: true)
        }
        let connection = try await SMTPConnection.open(host: server.host, port: server.port,
                                                       tls: server.security == .implicit ? tls : nil, timeout: timeout)
        do throws(SMTPFailure) {
            try await expect(220, from: connection)
            var extensions = try await hello(connection, clientName: clientName)
            if server.security == .starttls, let tls {
                guard extensions.keywords.contains("STARTTLS") else {
                    throw SMTPFailure("\(connection.peer) offers no STARTTLS, so mail would go unencrypted: "
                                      + "tls=none sends without TLS", permanent: true)
                }
                connection.send("STARTTLS")
                try await expect(220, from: connection)
                try await connection.startTLS(tls, host: server.host)
                extensions = try await hello(connection, clientName: clientName)
            }
            if let user = server.user, let password {
                try await authenticate(connection, user: user, password: password, offered: extensions.authMechanisms)
            }
            return SMTPSession(connection: connection, pipelining: extensions.keywords.contains("PIPELINING"),
                               data: connection.channel.allocator.buffer(capacity: 16 * 1024))
        } catch {
            await connection.close()
            throw error
        }
    }

    private init(connection: SMTPConnection, pipelining: Bool, data: ByteBuffer) {
        self.connection = connection
        self.pipelining = pipelining
        self.data = data
    }

    /// The reply, which must have `code`; else the set-up fails with it.
    @discardableResult
    private static func expect(_ code: Int, from connection: SMTPConnection) async throws(SMTPFailure) -> SMTPReply {
        let reply = try await connection.reply()
        // A 5xx while setting up (a refused sign-in, a server that will not talk) stays so.
        guard reply.code == code else { throw SMTPFailure(reply.text, permanent: (500..<600).contains(reply.code)) }
        return reply
    }

    /// EHLO, or HELO when the server refuses EHLO (RFC 5321 4.1.4): then it offers nothing.
    private static func hello(_ connection: SMTPConnection, clientName: String) async throws(SMTPFailure) -> Extensions {
        connection.send("EHLO \(clientName)")
        let reply = try await connection.reply()
        if reply.code == 250 { return Extensions(reply) }
        guard (500..<600).contains(reply.code) else { throw SMTPFailure(reply.text) }
        connection.send("HELO \(clientName)")
        try await expect(250, from: connection)
        return Extensions(nil)
    }

    /// AUTH PLAIN (RFC 4616), or LOGIN when only LOGIN is offered.
    private static func authenticate(_ connection: SMTPConnection, user: String, password: String,
                                     offered: Set<String>) async throws(SMTPFailure) {
        func base64(_ text: String) -> String {
            var out: [UInt8] = []
            MIMEEncoding.base64(Array(text.utf8), into: &out)
            return String(decoding: out, as: UTF8.self)
        }
        if offered.contains("PLAIN") {
            connection.send("AUTH PLAIN " + base64("\0\(user)\0\(password)"))
        } else if offered.contains("LOGIN") {
            connection.send("AUTH LOGIN")
            try await expect(334, from: connection)
            connection.send(base64(user))
            try await expect(334, from: connection)
            connection.send(base64(password))
        } else {
            throw SMTPFailure("\(connection.peer) offers neither AUTH PLAIN nor AUTH LOGIN, so the user \(user) cannot sign in", permanent: true)
        }
        try await expect(235, from: connection)
    }

    /// Sends `mails` from the first without a delivery on, appending each one's delivery. A
    /// connection lost midway throws: with `inFlight`, the next mail was under way and gets
    /// the failure as its delivery.
    mutating func send(_ mails: [OutgoingMail], appendingTo deliveries: inout [MailDelivery]) async throws(SessionLost) {
        var envelopeSent = false // with PIPELINING, the next mail's envelope went with the last data
        while deliveries.count < mails.count {
            let mail = mails[deliveries.count]
            do {
                if let refused = try await envelope(mail, alreadySent: envelopeSent) {
                    envelopeSent = false
                    if refused.closesConnection { throw SessionLost(reason: refused.text, inFlight: true) }
                    deliveries.append(refused.refusal)
                    connection.send("RSET")
                    let reset = try await connection.reply()
                    if reset.code != 250 { throw SessionLost(reason: reset.text, inFlight: false) }
                    continue
                }
                let next = pipelining && deliveries.count + 1 < mails.count ? mails[deliveries.count + 1] : nil
                writeData(mail, then: next)
                connection.send(data)
                envelopeSent = next != nil
                let reply = try await connection.reply()
                deliveries.append(reply.code == 250 ? MailDelivery(.sent, reply: reply.text) : reply.refusal)
                if reply.closesConnection { throw SessionLost(reason: reply.text, inFlight: false) }
            } catch let failure as SMTPFailure {
                throw SessionLost(reason: failure.reason, inFlight: true)
            } catch let lost as SessionLost {
                throw lost
            } catch {
                throw SessionLost(reason: "\(error)", inFlight: true)
            }
        }
    }

    /// MAIL FROM, RCPT TO and DATA: together with PIPELINING (RFC 2920), else one by one. Nil
    /// when the server waits for the data; else the first refusal.
    private mutating func envelope(_ mail: OutgoingMail, alreadySent: Bool) async throws(SMTPFailure) -> SMTPReply? {
        if pipelining {
            if !alreadySent { connection.send(connection.channel.allocator.buffer(string: envelopeText(mail))) }
            var refusal: SMTPReply?
            for expected in [250, 250, 354] {
                let reply = try await connection.reply()
                if refusal == nil && !(expected == 250 ? (200..<300).contains(reply.code) : reply.code == 354) {
                    refusal = reply
                }
                if expected == 354 && reply.code == 354 && refusal != nil {
                    // A server that takes DATA after refusing the envelope gets an empty message ended.
                    connection.send(".")
                    _ = try await connection.reply()
                }
            }
            return refusal
        }
        for (command, expected) in zip(envelopeCommands(mail), [250, 250, 354]) {
            connection.send(command)
            let reply = try await connection.reply()
            let accepted = expected == 250 ? (200..<300).contains(reply.code) : reply.code == 354
            if !accepted { return reply }
        }
        return nil
    }

    private func envelopeCommands(_ mail: OutgoingMail) -> [String] {
        ["MAIL FROM:<\(mail.from.address.value)>", "RCPT TO:<\(mail.to.address.value)>", "DATA"]
    }

    private func envelopeText(_ mail: OutgoingMail) -> String {
        envelopeCommands(mail).map { $0 + "\r\n" }.joined()
    }

    /// The message dot-stuffed (RFC 5321 4.5.2), ended by CRLF.CRLF, and with PIPELINING the
    /// next mail's envelope after it (RFC 2920: the data may start a group of commands).
    private mutating func writeData(_ mail: OutgoingMail, then next: OutgoingMail?) {
        scratch.removeAll(keepingCapacity: true)
        MIMEWriter.write(mail, into: &scratch)
        data.clear()
        DotStuffing.write(scratch, into: &data)
        if let next { data.writeString(envelopeText(next)) }
    }

    /// QUIT, then the connection closed, whatever the server says.
    func quit() async {
        connection.send("QUIT")
        _ = try? await connection.reply()
        await connection.close()
    }
}

/// The connection went away during mails.
struct SessionLost: Error {
    var reason: String
    /// Whether the mail being sent went with it (else it had its delivery already).
    var inFlight: Bool
}
