import NIOSSL

/// Where HTTPS's certificate and key come from.
public enum WebServerTLS: Sendable {
    /// PEM files: the certificate chain and its private key (`serve --tls-cert --tls-key`).
    case files(certificate: String, key: String)
    /// One made on this machine (`serve --tls self-signed`).
    case selfSigned(SelfSignedCertificate)

    func configuration() throws -> TLSConfiguration {
        switch self {
        case .files(let certificate, let key): try Self.configuration(certificateFile: certificate, keyFile: key)
        case .selfSigned(let made): try made.tlsConfiguration()
        }
    }

    private static func configuration(certificateFile: String, keyFile: String) throws -> TLSConfiguration {
        let chain: [NIOSSLCertificate]
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificateFile)
        } catch {
            throw WebServerError(field: "tls-cert", reason: "\(certificateFile) is not a readable PEM certificate (\(error))")
        }
        guard !chain.isEmpty else { throw WebServerError(field: "tls-cert", reason: "\(certificateFile) holds no certificate") }
        let key: NIOSSLPrivateKey
        do {
            key = try NIOSSLPrivateKey(file: keyFile, format: .pem)
        } catch {
            throw WebServerError(field: "tls-key", reason: "\(keyFile) is not a readable PEM private key (\(error))")
        }
        return TLSConfiguration.makeServerConfiguration(certificateChain: chain.map { .certificate($0) }, privateKey: .privateKey(key))
    }
}
