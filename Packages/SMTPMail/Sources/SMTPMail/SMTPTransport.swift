public import Domain
import NIOCore
import NIOSSL

/// Domain's `MailTransport` over SMTP: one connection for a whole list of mails (reopened once
/// if the server drops it midway), TLS verified against the system's authorities and
/// `trustRoots`, every wait bounded by `timeout`.
public struct SMTPTransport: MailTransport {
    private let clientName: String
    private let timeout: TimeAmount
    private let tls: Result<NIOSSLContext, SMTPFailure>

    public init(clientName: String = "localhost", timeout: Duration = .seconds(30), trustRoots: String? = nil) {
        self.clientName = clientName
        let (seconds, attoseconds) = timeout.components
        self.timeout = .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
        var configuration = TLSConfiguration.makeClientConfiguration()
        if let trustRoots { configuration.additionalTrustRoots = [.file(trustRoots)] }
        tls = Result { () throws(SMTPFailure) in
            do {
                return try NIOSSLContext(configuration: configuration)
            } catch {
                throw .unusable("TLS cannot be set up with \(trustRoots ?? "the system's authorities"): \(error)")
            }
        }
    }

    public func deliver(_ mails: [OutgoingMail], via server: MailServer, password: String?) async -> [MailDelivery] {
        var deliveries: [MailDelivery] = []
        var connections = 0
        while deliveries.count < mails.count {
            connections += 1
            let session: SMTPSession
            do {
                session = try await SMTPSession.begin(server, password: password, clientName: clientName, tls: try tls.get(), timeout: timeout)
            } catch {
                let delivery = if case let .refused(reply, _) = error { MailDelivery(SMTPSession.delivery(reply).outcome, reply: error.reply) }
                    else { MailDelivery(.transient, reply: error.reply) }
                deliveries += Array(repeating: delivery, count: mails.count - deliveries.count)
                break
            }
            do {
                while deliveries.count < mails.count {
                    deliveries.append(try await session.send(mails[deliveries.count]))
                }
                await session.quit()
            } catch {
                session.connection.close()
                deliveries.append(MailDelivery(.transient, reply: error.reply))
                // Once more for the rest; a second break leaves them for the next attempt.
                if connections > 1 {
                    let rest = MailDelivery(.transient, reply: "not tried: the connection broke twice (\(error.reply))")
                    deliveries += Array(repeating: rest, count: mails.count - deliveries.count)
                }
            }
        }
        return deliveries
    }
}
