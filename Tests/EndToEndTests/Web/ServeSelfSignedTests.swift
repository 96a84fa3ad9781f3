import Foundation
import Glibc
import Testing

/// `rushday serve --tls self-signed`, judged from outside by openssl and curl: the certificate
/// served is the one whose fingerprint is printed, names the address listened on, lets a client
/// that trusts only it load a page, and is kept for the next start.
@Suite struct ServeSelfSignedTests {
    @Test func theServedCertificateHasThePrintedFingerprintNamesTheAddressAndIsKeptForTheNextStart() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let first = try ServeProcess(rushday, arguments: ["--tls", "self-signed"], scheme: "https")
        let served = try Self.certificate(servedBy: first)
        let printed = try Self.printedFingerprint(first)
        #expect(printed == (try Self.openssl(["x509", "-noout", "-fingerprint", "-sha256"], served)))
        #expect(try Self.openssl(["x509", "-noout", "-ext", "subjectAltName"], served).contains("IP Address:127.0.0.1"))

        // A client that trusts this certificate alone, not -k, loads a page.
        let trusted = rushday.root.appendingPathComponent("trusted.pem")
        try Data(served.utf8).write(to: trusted)
        let page = try Shell.run("/usr/bin/curl", ["-sS", "--cacert", trusted.path, "-o", "/dev/null", "-w", "%{http_code}",
                                                   first.address + "/signin"], environment: [:])
        #expect(page.stdout == "200", "\(page.stderr)")

        let key = rushday.configDirectory.appendingPathComponent("tls/key.pem").path
        #expect(try Self.mode(key) == 0o600)
        try Self.stop(first)

        let second = try ServeProcess(rushday, arguments: ["--tls", "self-signed"], scheme: "https")
        #expect(try Self.certificate(servedBy: second) == served, "a restart serves the certificate phones accepted")
        #expect(try Self.printedFingerprint(second) == printed)
    }

    @Test func aCertificateIsMadeAnewForNewNamesOrAKeyOthersMayRead() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let first = try ServeProcess(rushday, arguments: ["--tls", "self-signed"], scheme: "https")
        let kept = try Self.printedFingerprint(first)
        try Self.stop(first)

        let named = try ServeProcess(rushday, arguments: ["--tls", "self-signed", "--public-url", "https://door.example.org"], scheme: "https")
        let renamed = try Self.printedFingerprint(named)
        #expect(renamed != kept)
        let names = try Self.openssl(["x509", "-noout", "-ext", "subjectAltName"], try Self.certificate(servedBy: named))
        #expect(names.contains("DNS:door.example.org") && names.contains("IP Address:127.0.0.1"), "\(names)")
        try Self.stop(named)

        let key = rushday.configDirectory.appendingPathComponent("tls/key.pem").path
        #expect(chmod(key, 0o644) == 0)
        let reopened = try ServeProcess(rushday, arguments: ["--tls", "self-signed", "--public-url", "https://door.example.org"], scheme: "https")
        #expect(try Self.printedFingerprint(reopened) != renamed, "a key others could read is no longer a secret")
        #expect(try Self.mode(key) == 0o600)
    }

    @Test func onEveryInterfaceItNamesTheMachineAndLoopback() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let serve = try ServeProcess(rushday, arguments: ["--tls", "self-signed"], scheme: "https", listen: "0.0.0.0:0")
        let port = try #require(serve.address.split(separator: ":").last)
        let handshake = try Shell.run("/usr/bin/openssl", ["s_client", "-connect", "127.0.0.1:\(port)"], environment: [:])
        let names = try Self.openssl(["x509", "-noout", "-ext", "subjectAltName"], try Self.openssl(["x509"], handshake.stdout))
        var host = [CChar](repeating: 0, count: 256)
        #expect(gethostname(&host, host.count - 1) == 0)
        let machine = String(decoding: host.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self).lowercased()
        for name in ["DNS:localhost", "IP Address:127.0.0.1", "DNS:\(machine)"] {
            #expect(names.contains(name), "\(name) missing from \(names)")
        }
    }

    @Test func whatCannotStartSaysWhyWithItsExitCode() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        try rushday.run(["serve", "--tls", "self-signed", "--tls-cert", "c.pem", "--tls-key", "k.pem"])
            .expectFailure(64, mentioning: ["--tls self-signed", "--tls-cert"])
        try rushday.run(["serve", "--tls", "acme"]).expectFailure(64, mentioning: ["--tls", "self-signed"])
        let file = rushday.root.appendingPathComponent("not-a-folder")
        try Data().write(to: file)
        try rushday.run(["serve", "--tls", "self-signed", "--listen", "127.0.0.1:0"],
                        environment: ["RUSHDAY_CONFIG_HOME": file.appendingPathComponent("rushday").path])
            .expectFailure(73, mentioning: ["--tls", "not-a-folder"])
    }

    /// The second line: `TLS certificate SHA-256 fingerprint: AB:CD:…`, as openssl prints it.
    private static func printedFingerprint(_ serve: ServeProcess) throws -> String {
        let label = "TLS certificate SHA-256 fingerprint: "
        #expect(ServeProcess.wait(for: label, in: serve.server), "\(serve.server.printed())")
        let lines = serve.server.printed().split(separator: "\n")
        #expect(lines.first?.hasPrefix("Serving on https://") == true)
        let line = try #require(lines.first { $0.hasPrefix(label) })
        return "sha256 Fingerprint=" + line.dropFirst(label.count)
    }

    /// The certificate the server sends in its handshake, as PEM.
    private static func certificate(servedBy serve: ServeProcess) throws -> String {
        let host = serve.address.replacingOccurrences(of: "https://", with: "")
        let handshake = try Shell.run("/usr/bin/openssl", ["s_client", "-connect", host], environment: [:])
        return try openssl(["x509"], handshake.stdout)
    }

    private static func openssl(_ arguments: [String], _ input: String) throws -> String {
        let outcome = try Shell.run("/usr/bin/openssl", arguments, stdin: Data(input.utf8), environment: [:])
        #expect(outcome.status == 0, "openssl \(arguments): \(outcome.stderr)")
        return outcome.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private static func mode(_ path: String) throws -> mode_t {
        var info = stat()
        #expect(stat(path, &info) == 0)
        return info.st_mode & 0o777
    }

    private static func stop(_ serve: ServeProcess) throws {
        kill(serve.server.pid, SIGTERM)
        #expect(try serve.server.finish(within: 15).status == 0)
    }
}
