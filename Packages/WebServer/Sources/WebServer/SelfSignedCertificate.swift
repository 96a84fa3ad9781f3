import Crypto
import Foundation
import NIOSSL
import SwiftASN1
import X509

/// A certificate that vouches for itself, for a server that phones reach on a venue's network
/// where no authority can vouch for it: each phone accepts it once, checking its fingerprint
/// against the one the server printed.
public struct SelfSignedCertificate: Sendable {
    /// 30 days: long enough for an event's weeks of check-ins, short enough that a copied key
    /// soon stops mattering.
    static let lifetime: TimeInterval = 30 * 24 * 3600
    /// Valid from an hour before it is made, for phones whose clocks run a little behind.
    static let backdating: TimeInterval = 3600

    let certificate: Certificate
    let key: P256.Signing.PrivateKey
    /// The certificate as DER, what TLS sends and the fingerprint digests.
    let der: [UInt8]

    /// SHA-256 of the certificate, as `openssl x509 -fingerprint -sha256` and browsers show it:
    /// upper-case hex pairs joined by colons.
    public var fingerprint: String {
        SHA256.hash(data: der).map { Self.hex[Int($0)] }.joined(separator: ":")
    }

    /// A new P-256 key and a certificate for `names`, signed by that key.
    init(names: CertificateNames, now: Date) throws {
        let key = P256.Signing.PrivateKey()
        let name = try DistinguishedName { CommonName("RushDay serve (self-signed)") }
        let extensions = try Certificate.Extensions {
            Critical(BasicConstraints.notCertificateAuthority)
            Critical(KeyUsage(digitalSignature: true))
            try ExtendedKeyUsage([.serverAuth])
            SubjectAlternativeNames(names.dnsNames.sorted().map { GeneralName.dnsName($0) }
                + names.addresses.sorted { $0.lexicographicallyPrecedes($1) }.map { .ipAddress(ASN1OctetString(contentBytes: $0[...])) })
        }
        let certificate = try Certificate(
            version: .v3, serialNumber: Certificate.SerialNumber(), publicKey: .init(key.publicKey),
            notValidBefore: now.addingTimeInterval(-Self.backdating), notValidAfter: now.addingTimeInterval(Self.lifetime),
            issuer: name, subject: name, signatureAlgorithm: .ecdsaWithSHA256, extensions: extensions,
            issuerPrivateKey: .init(key))
        try self.init(certificate: certificate, key: key)
    }

    /// One made before, read back from its PEM texts; throws when either is unreadable or the
    /// key is not the certificate's.
    init(certificatePEM: String, keyPEM: String) throws {
        let certificate = try Certificate(pemEncoded: certificatePEM)
        let key = try P256.Signing.PrivateKey(pemRepresentation: keyPEM)
        guard P256.Signing.PublicKey(certificate.publicKey)?.rawRepresentation == key.publicKey.rawRepresentation else {
            throw WebServerError(field: "tls", reason: "the kept key is not the kept certificate's")
        }
        try self.init(certificate: certificate, key: key)
    }

    private init(certificate: Certificate, key: P256.Signing.PrivateKey) throws {
        self.certificate = certificate
        self.key = key
        var serializer = DER.Serializer()
        try serializer.serialize(certificate)
        der = serializer.serializedBytes
    }

    var certificatePEM: String {
        PEMDocument(type: "CERTIFICATE", derBytes: der).pemString
    }

    var keyPEM: String { key.pemRepresentation }

    /// The names this certificate vouches for.
    var names: CertificateNames {
        get throws {
            var dnsNames: [String] = [], addresses: [[UInt8]] = []
            for name in try certificate.extensions.subjectAlternativeNames ?? SubjectAlternativeNames() {
                switch name {
                case .dnsName(let host): dnsNames.append(host)
                case .ipAddress(let bytes): addresses.append(Array(bytes.bytes))
                default: continue
                }
            }
            return CertificateNames(dnsNames: dnsNames, addresses: addresses)
        }
    }

    func tlsConfiguration() throws -> TLSConfiguration {
        TLSConfiguration.makeServerConfiguration(
            certificateChain: [.certificate(try NIOSSLCertificate(bytes: der, format: .der))],
            privateKey: .privateKey(try NIOSSLPrivateKey(bytes: Array(key.derRepresentation), format: .der)))
    }

    private static let hex: [String] = {
        let digits = Array("0123456789ABCDEF")
        return (0...255).map { String([digits[$0 >> 4], digits[$0 & 15]]) }
    }()
}
