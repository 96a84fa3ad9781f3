import Domain
import Foundation
import SMTPMail
import Testing

/// The client against a real aiosmtpd (Tests/Mail/smtp_server.py) on 127.0.0.1.
@Suite struct SMTPTransportTests {
    /// Runs `body` with a server started with `arguments` (and, with `tls`, a certificate from
    /// a CA made for this test, whose file is handed to `body`), then stops it.
    private func withServer(_ arguments: [String], tls: String? = nil,
                            _ body: (SMTPTestServer, String) async throws -> Void) async throws {
        let folder = try SMTPTestServer.temporaryFolder()
        let certificates = try SMTPTestServer.makeCertificates(in: folder)
        let tlsArguments = tls.map { ["--tls", $0, "--cert", certificates.cert, "--key", certificates.key] } ?? []
        let server = try SMTPTestServer(tlsArguments + arguments, folder: folder)
        defer { server.stop() }
        try await body(server, certificates.ca)
    }

    private func mailServer(_ server: SMTPTestServer, host: String = "127.0.0.1", user: String? = nil,
                            _ security: MailSecurity) -> MailServer {
        MailServer(host: host, port: server.port, user: user, security: security)
    }

    private func messageIDs(_ messages: [Data]) throws -> [String] {
        try PythonEmail.parse(messages).map(\.messageID)
    }

    @Test func startTLSWithAuthPlainSendsEveryMailOverOneConnection() async throws {
        try await withServer(["--require-tls", "--auth", "ann:s3cret"], tls: "starttls") { server, ca throws in
            let transport = SMTPTransport(trustRoots: ca)
            let mails = (1...3).map { Mails.plain($0) }
            let deliveries = await transport.deliver(mails, via: mailServer(server, host: "localhost", user: "ann", .starttls),
                                                     password: "s3cret")
            #expect(deliveries.map(\.outcome) == [.sent, .sent, .sent])
            #expect(deliveries.first?.reply == "250 2.0.0 OK (scripted)")
            #expect(try messageIDs(server.received()) == mails.map { "<\($0.messageID)>" })
            #expect(try server.count("CONNECT") == 1)
            #expect(try server.count("STARTTLS") == 1)
            #expect(try server.log().contains("1 AUTH PLAIN"))
            #expect(try server.count("QUIT") == 1)
        }
    }

    @Test func authLoginWhenOnlyLoginIsOffered() async throws {
        try await withServer(["--auth", "ann:s3cret", "--mechanisms", "LOGIN"], tls: "starttls") { server, ca throws in
            let deliveries = await SMTPTransport(trustRoots: ca).deliver(
                [Mails.plain(1)], via: mailServer(server, user: "ann", .starttls), password: "s3cret")
            #expect(deliveries.map(\.outcome) == [.sent])
            #expect(try server.log().contains("1 AUTH LOGIN"))
        }
    }

    /// Only a change of set-up helps these, so each mail fails at once rather than eight times.
    @Test func aWrongPasswordOrNoneOrNoMechanismIsUnusableWithAClearReply() async throws {
        try await withServer(["--auth", "ann:s3cret"], tls: "starttls") { server, ca throws in
            let transport = SMTPTransport(trustRoots: ca)
            let wrong = await transport.deliver([Mails.plain(1)], via: mailServer(server, user: "ann", .starttls), password: "nope")
            #expect(wrong.map(\.outcome) == [.unusable])
            #expect(wrong.first?.reply.hasPrefix("535") == true)
            let none = await transport.deliver([Mails.plain(1)], via: mailServer(server, user: "ann", .starttls), password: nil)
            #expect(none.map(\.outcome) == [.unusable])
            #expect(none.first?.reply.contains("no password") == true)
            #expect(try server.received().isEmpty)
        }
        try await withServer(["--auth", "ann:s3cret", "--mechanisms", ""], tls: "starttls") { server, ca throws in
            let deliveries = await SMTPTransport(trustRoots: ca).deliver(
                [Mails.plain(1)], via: mailServer(server, user: "ann", .starttls), password: "s3cret")
            #expect(deliveries.map(\.outcome) == [.unusable])
            #expect(deliveries.first?.reply.contains("neither AUTH PLAIN nor AUTH LOGIN") == true)
        }
    }

    @Test func implicitTLSFromTheFirstByte() async throws {
        try await withServer(["--auth", "ann:s3cret"], tls: "implicit") { server, ca throws in
            let deliveries = await SMTPTransport(trustRoots: ca).deliver(
                [Mails.plain(1), Mails.plain(2)], via: mailServer(server, user: "ann", .implicit), password: "s3cret")
            #expect(deliveries.map(\.outcome) == [.sent, .sent])
            #expect(try server.received().count == 2)
            #expect(try server.count("STARTTLS") == 0)
        }
    }

    /// Said as what is wrong and its fix, never BoringSSL's words, and failed at once.
    @Test(arguments: ["implicit", "starttls"]) func aCertificateFromAnUnknownCAIsRefusedSayingTheFix(tls: String) async throws {
        try await withServer([], tls: tls) { server, _ throws in
            let deliveries = await SMTPTransport().deliver([Mails.plain(1), Mails.plain(2)],
                                                           via: mailServer(server, tls == "implicit" ? .implicit : .starttls), password: nil)
            #expect(deliveries.map(\.outcome) == [.unusable, .unusable])
            #expect(deliveries.first?.reply.contains("is not trusted: give the authority that signed it in RUSHDAY_SMTP_CA_FILE") == true,
                    "\(deliveries.first?.reply ?? "")")
            #expect(deliveries.first?.reply.contains("/") == false, "no build path: \(deliveries.first?.reply ?? "")")
            #expect(try server.received().isEmpty)
        }
    }

    @Test func aServerWithoutStartTLSIsRefusedUnlessNoneIsAskedFor() async throws {
        try await withServer([]) { server, ca throws in
            let transport = SMTPTransport(trustRoots: ca)
            let refused = await transport.deliver([Mails.plain(1), Mails.plain(2)], via: mailServer(server, .starttls), password: nil)
            #expect(refused.map(\.outcome) == [.unusable, .unusable])
            #expect(refused.first?.reply.contains("offers no STARTTLS") == true)
            #expect(refused.first?.reply.contains("tls=none") == true)
            #expect(try server.count("MAIL") == 0)
            let plain = await transport.deliver([Mails.plain(1)], via: mailServer(server, .none), password: nil)
            #expect(plain.map(\.outcome) == [.sent])
        }
    }

    @Test func aTransientRefusalThenSentOnALaterCall() async throws {
        try await withServer(["--script", "421"]) { server, _ throws in
            let mail = Mails.plain(1)
            let first = await SMTPTransport().deliver([mail], via: mailServer(server, .none), password: nil)
            #expect(first.map(\.outcome) == [.transient])
            #expect(first.first?.reply == "421 4.3.0 Try again later (scripted)")
            let second = await SMTPTransport().deliver([mail], via: mailServer(server, .none), password: nil)
            #expect(second.map(\.outcome) == [.sent])
            #expect(try messageIDs(server.received()) == ["<\(mail.messageID)>"])
        }
    }

    @Test func aPermanentRefusalKeepsTheWholeReplyAndTheRestStillGo() async throws {
        try await withServer(["--script", "550"]) { server, _ throws in
            let mails = [Mails.plain(1), Mails.plain(2)]
            let deliveries = await SMTPTransport().deliver(mails, via: mailServer(server, .none), password: nil)
            #expect(deliveries.map(\.outcome) == [.permanent, .sent])
            #expect(deliveries.first?.reply == "550-5.1.1 The mailbox is unavailable\n550 5.1.1 (scripted refusal)")
            #expect(try messageIDs(server.received()) == ["<\(mails[1].messageID)>"])
            #expect(try server.count("CONNECT") == 1)
        }
    }

    @Test(arguments: [[], ["--no-pipelining"]])
    func aRefusedRecipientIsPermanentThenResetAndTheNextGoes(_ arguments: [String]) async throws {
        try await withServer(["--refuse-rcpt", "guest2@example.org"] + arguments) { server, _ throws in
            let mails = (1...3).map { Mails.plain($0) }
            let deliveries = await SMTPTransport().deliver(mails, via: mailServer(server, .none), password: nil)
            #expect(deliveries.map(\.outcome) == [.sent, .permanent, .sent])
            #expect(deliveries[1].reply == "550 5.1.1 No such mailbox here (scripted)")
            #expect(try messageIDs(server.received()) == [mails[0], mails[2]].map { "<\($0.messageID)>" })
            #expect(try server.count("RSET") == 1)
            #expect(try server.count("CONNECT") == 1)
        }
    }

    @Test func aConnectionDroppedInTheDataIsTransientThenTheRestGoOverANewOne() async throws {
        try await withServer(["--script", "drop"]) { server, _ throws in
            let mails = [Mails.plain(1), Mails.plain(2)]
            let deliveries = await SMTPTransport().deliver(mails, via: mailServer(server, .none), password: nil)
            #expect(deliveries.map(\.outcome) == [.transient, .sent])
            #expect(deliveries.first?.reply.contains("closed the connection") == true)
            #expect(try server.count("CONNECT") == 2)
            let retry = await SMTPTransport().deliver([mails[0]], via: mailServer(server, .none), password: nil)
            #expect(retry.map(\.outcome) == [.sent])
            #expect(try messageIDs(server.received()) == ["<\(mails[1].messageID)>", "<\(mails[0].messageID)>"])
        }
    }

    @Test func aServerThatNeverAnswersTimesOut() async throws {
        try await withServer(["--script", "silent"]) { server, _ throws in
            let deliveries = await SMTPTransport(timeout: .milliseconds(500))
                .deliver([Mails.plain(1), Mails.plain(2)], via: mailServer(server, .none), password: nil)
            #expect(deliveries.map(\.outcome) == [.transient, .sent])
            // The reply names the step's own timeout (not the 30 s default), so it is what fired.
            #expect(deliveries.first?.reply.contains("within 0.5 s (timeout)") == true)
            #expect(try server.received().count == 1)
        }
    }

    /// The two in flight when each connection dropped were attempts; the two never handed to
    /// the server are deferred, no attempt used up.
    @Test func whenTheNewConnectionFailsTooTheRestAreDeferred() async throws {
        try await withServer(["--script", "drop,drop"]) { server, _ throws in
            let deliveries = await SMTPTransport()
                .deliver((1...4).map { Mails.plain($0) }, via: mailServer(server, .none), password: nil)
            #expect(deliveries.map(\.outcome) == [.transient, .transient, .deferred, .deferred])
            #expect(deliveries.last?.reply.contains("closed the connection") == true)
            #expect(try server.count("CONNECT") == 2)
            #expect(try server.received().isEmpty)
        }
    }

    @Test func nobodyListeningIsTransientForEveryMail() async throws {
        let folder = try SMTPTestServer.temporaryFolder()
        let server = try SMTPTestServer([], folder: folder)
        let port = server.port
        server.stop()
        let deliveries = await SMTPTransport(timeout: .seconds(2)).deliver(
            [Mails.plain(1), Mails.plain(2)], via: MailServer(host: "127.0.0.1", port: port, security: .none), password: nil)
        #expect(deliveries.map(\.outcome) == [.transient, .transient])
        #expect(deliveries.first?.reply.contains("cannot connect") == true)
    }

    @Test(arguments: [[], ["--no-pipelining"], ["--no-pipelining", "--no-ehlo"]])
    func manyMailsOverOneConnectionEachReceivedOnceWithDotLinesIntact(_ arguments: [String]) async throws {
        try await withServer(arguments) { server, _ throws in
            let text = ".\n..two\n.one\nnot a dot\n.\n"
            let mails = (1...40).map { Mails.plain($0, text: text) }
            let deliveries = await SMTPTransport().deliver(mails, via: mailServer(server, .none), password: nil)
            #expect(deliveries.allSatisfy { $0.outcome == .sent })
            let received = try PythonEmail.parse(server.received())
            #expect(received.map(\.messageID) == mails.map { "<\($0.messageID)>" })
            #expect(received.allSatisfy { $0.root.text == text })
            #expect(try server.count("CONNECT") == 1)
            #expect(try server.count("DATA") == 40)
            #expect(try server.count("HELO") == (arguments.contains("--no-ehlo") ? 1 : 0))
        }
    }
}
