import Domain

/// Batch after batch over one SMTP connection: set up by the first, reused by the next (a drain
/// of 10,000 mails greets, starts TLS and authenticates once), reopened when it broke, ended
/// with QUIT by `close`.
actor SMTPMailSession: MailSession {
    let transport: SMTPTransport
    let server: MailServer
    let password: String?
    private var kept: SMTPSession?

    init(transport: SMTPTransport, server: MailServer, password: String?) {
        self.transport = transport
        self.server = server
        self.password = password
    }

    func deliver(_ mails: [OutgoingMail]) async -> [MailDelivery] {
        var session = kept
        kept = nil
        let deliveries = await transport.deliver(mails, via: server, password: password, over: &session)
        kept = session
        return deliveries
    }

    func close() async {
        await kept?.quit()
        kept = nil
    }
}
