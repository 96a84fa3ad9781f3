import Domain
import Foundation
import Glibc
import PostgresNIO
@testable import PostgresStore
import Testing

/// sslmode and sslrootcert against the throwaway server, whose certificate names 127.0.0.1 and
/// localhost (not 127.0.0.2, where it listens too) and is signed by the CA the script prints.
/// Each mode is checked on a connection made from the location, as the store makes its own.
@Suite struct TLSTests {
    @Test func requireEncryptsWithoutCheckingTheCertificate() async throws {
        // 127.0.0.2 is not in the certificate, and no root is given: neither is checked.
        let location = try await tlsLocation(.require, host: "127.0.0.2")
        #expect(try await sessionIsEncrypted(connectingTo: location) == true)
    }

    @Test func requireWithNamedRootsChecksTheChainButNotTheName() async throws {
        let location = try await tlsLocation(.require, host: "127.0.0.2", rootCertificate: TestServer.rootCertificate())
        #expect(try await sessionIsEncrypted(connectingTo: location) == true)

        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let message = try await refusal(of: tlsLocation(.require, rootCertificate: makeAnotherCA(in: folder)))
        #expect(message.contains("is not trusted"))
    }

    @Test func preferEncryptsWhenTheServerOffersIt() async throws {
        let location = try await tlsLocation(.prefer, host: "127.0.0.2")
        #expect(try await sessionIsEncrypted(connectingTo: location) == true)
    }

    @Test func disableConnectsUnencrypted() async throws {
        let location = try await tlsLocation(.disable)
        #expect(try await sessionIsEncrypted(connectingTo: location) == false)
    }

    @Test(arguments: ["127.0.0.1", "localhost"])
    func verifyFullTrustsTheServersCAByAddressAndByName(host: String) async throws {
        let location = try await tlsLocation(.verifyFull, host: host, rootCertificate: TestServer.rootCertificate())
        #expect(try await sessionIsEncrypted(connectingTo: location) == true)
        try await withSchema { ownSchema in
            var location = location
            location.schema = ownSchema.schema
            let nobody: User? = try await PostgresStore(location).find(email: EmailAddress("ada@example.org"))
            #expect(nobody == nil)
        }
    }

    @Test func verifyFullRefusesAHostTheCertificateDoesNotName() async throws {
        let location = try await tlsLocation(.verifyFull, host: "127.0.0.2", rootCertificate: TestServer.rootCertificate())
        let message = try await refusal(of: location)
        #expect(message.contains("does not name its host"))
        #expect(message.contains("127.0.0.2"))
    }

    @Test func verifyFullRefusesACertificateAnotherCASigned() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let location = try await tlsLocation(.verifyFull, rootCertificate: makeAnotherCA(in: folder))
        let message = try await refusal(of: location)
        #expect(message.contains("certificate"))
        #expect(message.contains("is not trusted"))
    }

    @Test func verifyFullWithoutARootTrustsOnlyTheSystemsRoots() async throws {
        let message = try await refusal(of: tlsLocation(.verifyFull))
        #expect(message.contains("is not trusted"))
    }

    @Test func aMissingRootCertificateFileIsNamedInOneLine() async throws {
        let location = try await tlsLocation(.verifyFull, rootCertificate: "/nonexistent/rushday-ca.crt")
        let message = try await refusal(of: location)
        #expect(message.contains("/nonexistent/rushday-ca.crt"))
        #expect(message.contains("no such file"))
    }

    @Test func aRootCertificateFileWithoutACertificateIsNamedInOneLine() async throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/not-a-certificate.pem"
        try Data("hello\n".utf8).write(to: URL(fileURLWithPath: path))
        let message = try await refusal(of: tlsLocation(.verifyFull, rootCertificate: path))
        #expect(message.contains(path))
        #expect(message.contains("no PEM certificate"))
    }
}

private func tlsLocation(_ mode: SSLMode, host: String? = nil, rootCertificate: String? = nil) async throws -> PostgresLocation {
    var location = try await TestServer.location()
    location.host = host ?? location.host
    location.sslMode = mode
    location.sslRootCertificate = rootCertificate
    return location
}

/// What the server says of the session's encryption (pg_stat_ssl), over a lone connection.
private func sessionIsEncrypted(connectingTo location: PostgresLocation) async throws -> Bool {
    let connection = try await PostgresConnection.connect(configuration: location.connectionConfiguration, id: 1,
                                                          logger: .init(label: "tls-tests"))
    do {
        let encrypted = try await encrypted(connection.query(sslQuery, logger: connection.logger))
        try await connection.close()
        return encrypted
    } catch {
        try? await connection.close()
        throw error
    }
}

private let sslQuery: PostgresQuery = "SELECT ssl FROM pg_stat_ssl WHERE pid = pg_backend_pid()"

private func encrypted(_ rows: PostgresRowSequence) async throws -> Bool {
    for try await ssl in rows.decode(Bool.self) { return ssl }
    throw TestServer.Unavailable(description: "pg_stat_ssl has no row for this session")
}

/// The one line a store at `location` fails with on its first use: it must be
/// storeUnavailable, name the database, and carry no stack of NIO errors.
private func refusal(of location: PostgresLocation) async throws -> String {
    let error = await domainError { () throws(DomainError) in
        let _: User? = try await PostgresStore(location).find(email: EmailAddress("ada@example.org"))
    }
    guard case let .storeUnavailable(message) = error else {
        Issue.record("expected storeUnavailable, got \(String(describing: error))")
        return ""
    }
    #expect(message.contains("\(location.host):\(location.port)/\(location.database)"))
    #expect(!message.contains("\n"))
    #expect(!message.contains("BoringSSL"))
    #expect(!message.contains(location.password ?? "no password"))
    return message
}

/// A CA's certificate that signed nothing the server has.
private func makeAnotherCA(in folder: String) throws -> String {
    let certificate = "\(folder)/other-ca.crt"
    try run("openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=another CA",
            "-keyout", "\(folder)/other-ca.key", "-out", certificate)
    return certificate
}

func temporaryFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rushday-tls-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
}

/// Runs a program found on PATH, through posix_spawnp and waitpid (see `TestServer`: Foundation's
/// Process did not return here); its output is dropped, a failure is thrown.
private func run(_ arguments: String...) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawnp(&pid, arguments[0], &actions, nil, argv, environ) == 0 else {
        throw TestServer.Unavailable(description: "\(arguments[0]) could not be run")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    guard status == 0 else {
        throw TestServer.Unavailable(description: "\(arguments.joined(separator: " ")) failed (wait status \(status))")
    }
}
