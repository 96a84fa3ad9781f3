public import Domain
import NIOCore
import NIOSSL

/// Domain's `MailTransport` as an SMTP client of RushDay's own (RFC 5321) over SwiftNIO: one
/// connection for the whole list, STARTTLS or implicit TLS with the certificate and host name
/// checked, AUTH PLAIN or LOGIN, PIPELINING when offered, every step bounded by `timeout`.
public struct SMTPTransport: MailTransport {
    public let clientName: String
    public let timeout: Duration
    /// A PEM file of certificate authorities trusted beside the system's (a test CA).
    public let trustRoots: String?
    private let tls: TLSContextOnce

    public init(clientName: String = "localhost", timeout: Duration = .seconds(30), trustRoots: String? = nil) {
        self.clientName = clientName
        self.timeout = timeout
        self.trustRoots = trustRoots
        tls = TLSContextOnce(trustRoots: trustRoots)
    }

    public func deliver(_ mails: [OutgoingMail], via server: MailServer, password: String?) async -> [MailDelivery] {
        var kept: SMTPSession?
        let deliveries = await deliver(mails, via: server, password: password, over: &kept)
        await kept?.quit()
        return deliveries
    }

    /// One connection for every batch of a drain, set up once.
    public func session(via server: MailServer, password: String?) -> any MailSession {
        SMTPMailSession(transport: self, server: server, password: password)
    }

    /// `deliver` over `kept`, a connection an earlier batch left open (nil: none yet), which is
    /// left open for the next one, or nil when it broke.
    func deliver(_ mails: [OutgoingMail], via server: MailServer, password: String?,
                 over kept: inout SMTPSession?) async -> [MailDelivery] {
        guard !mails.isEmpty else { return [] }
        var deliveries: [MailDelivery] = []
        deliveries.reserveCapacity(mails.count)
        /// The mails still to go, each `outcome`: the server could not be reached or set up
        /// (transient, or unusable when only a change of set-up helps), or the connection was
        /// lost after some went (deferred: the server never saw the rest).
        func giveUp(_ reason: String, _ outcome: MailDelivery.Outcome = .transient) -> [MailDelivery] {
            deliveries + Array(repeating: MailDelivery(outcome, reply: reason), count: mails.count - deliveries.count)
        }
        let tls: NIOSSLContext?
        do {
            tls = try server.security == .none ? nil : self.tls.get()
        } catch {
            let source = trustRoots.map { "the authorities in RUSHDAY_SMTP_CA_FILE (\($0)) could not be read" } ?? "TLS could not be set up"
            return giveUp("\(source): \(error)", .unusable)
        }
        let (seconds, attoseconds) = timeout.components
        let stepTimeout = TimeAmount.nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        var session: SMTPSession
        if let open = kept {
            session = open
        } else {
            do {
                session = try await SMTPSession.open(server, password: password, clientName: clientName, tls: tls, timeout: stepTimeout)
            } catch {
                return giveUp(error.reason, error.permanent ? .unusable : .transient)
            }
        }
        kept = nil
        var reconnected = false
        while deliveries.count < mails.count {
            do {
                try await session.send(mails, appendingTo: &deliveries)
            } catch {
                if error.inFlight { deliveries.append(MailDelivery(.transient, reply: error.reason)) }
                await session.connection.close()
                guard deliveries.count < mails.count else { return deliveries }
                // The server dropped us midway: once more on a new connection, then the rest
                // wait, never having been handed over.
                guard !reconnected else { return giveUp(error.reason, .deferred) }
                reconnected = true
                do {
                    session = try await SMTPSession.open(server, password: password, clientName: clientName, tls: tls,
                                                         timeout: stepTimeout)
                } catch {
                    return giveUp(error.reason, error.permanent ? .unusable : .deferred)
                }
            }
        }
        kept = session
        return deliveries
    }
}
