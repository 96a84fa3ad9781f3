import NIOSSL
import Synchronization

/// The client's TLS context, made on first use and kept: reading the system's authorities costs
/// more than sending a batch, and every command builds a transport, most of them never to send.
final class TLSContextOnce: Sendable {
    private let trustRoots: String?
    private let made = Mutex<Result<NIOSSLContext, any Error>?>(nil)

    init(trustRoots: String?) {
        self.trustRoots = trustRoots
    }

    func get() throws -> NIOSSLContext {
        try made.withLock { made in
            if let made { return made }
            var configuration = TLSConfiguration.makeClientConfiguration()
            if let trustRoots { configuration.additionalTrustRoots = [.file(trustRoots)] }
            let result = Result { try NIOSSLContext(configuration: configuration) }
            made = result
            return result
        }.get()
    }
}
