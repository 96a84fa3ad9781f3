import Foundation
import Glibc
import Testing

/// `rushday serve` as a process: where it listens, live dashboards fed by other processes' writes,
/// graceful shutdown, its access log, HTTPS, and what it says when it cannot start.
@Suite struct ServeProcessTests {
    @Test(arguments: Backend.allCases) func aScanAtTheDoorReachesAnOpenDashboardAndSigtermEndsEverythingCleanly(backend: Backend) throws {
        let rushday = try TicketedGala.owned(backend: backend)
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Bob"])
        let code = try #require(try TicketedGala.codes(rushday).first)
        let serve = try ServeProcess(rushday)
        try serve.signIn("ada@example.org")
        let stream = try serve.stream("/events/gala/live")
        #expect(ServeProcess.wait(for: "event: section", in: stream), "\(stream.printed())")
        #expect(!stream.printed().contains("1 in"))

        let scanned = try rushday.run(["tickets", "checkin", "gala", code])
        #expect(scanned.status == 0, "\(scanned.stderr)")
        #expect(ServeProcess.wait(for: "event: section", count: 2, in: stream, seconds: 5), "the scan redrew the dashboard within seconds")

        kill(serve.server.pid, SIGTERM)
        let stopped = try serve.server.finish(within: 15)
        #expect(stopped.status == 0, "\(stopped.stderr)")
        #expect(try stream.finish(within: 5).status == 0, "the live stream ended with the server")
        let log = stopped.stderr.split(separator: "\n")
        #expect(log.contains { $0.contains("GET /events/gala/live 200") }, "\(stopped.stderr)")
        #expect(log.contains { $0.contains("POST /signin 303") })
        #expect(!stopped.stderr.contains("correct horse battery"))
    }

    @Test func httpsServesWithASecureSessionCookie() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let key = rushday.root.appendingPathComponent("key.pem").path, cert = rushday.root.appendingPathComponent("cert.pem").path
        let made = try Shell.run("/usr/bin/openssl", ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
                                                     "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=localhost"], environment: [:])
        #expect(made.status == 0, "\(made.stderr)")
        let serve = try ServeProcess(rushday, arguments: ["--tls-cert", cert, "--tls-key", key], scheme: "https")
        try serve.signIn("ada@example.org")
        let headers = try serve.curl(["-D", "-", "-o", "/dev/null", serve.address + "/events"])
        #expect(headers.stdout.contains("200"))
        #expect(headers.stdout.lowercased().contains("strict-transport-security"))
        #expect(serve.cookieFields("rushday_session")?[3] == "TRUE", "a session cookie over TLS is Secure")
        #expect(serve.cookieFields("rushday_session")?[0].hasPrefix("#HttpOnly_") == true)
    }

    @Test func whatCannotStartSaysWhyWithItsExitCode() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        try rushday.run(["serve", "--tls-cert", "/nonexistent.pem", "--tls-key", "/nonexistent.pem", "--listen", "127.0.0.1:0"])
            .expectFailure(65, mentioning: ["--tls-cert", "/nonexistent.pem"])
        try rushday.run(["serve", "--tls-cert", "/nonexistent.pem"]).expectFailure(64, mentioning: ["--tls-key"])
        try rushday.run(["serve", "--listen", "nowhere"]).expectFailure(64, mentioning: ["--listen", "HOST:PORT"])
        let first = try ServeProcess(rushday)
        let port = try #require(first.address.split(separator: ":").last)
        try rushday.run(["serve", "--listen", "127.0.0.1:\(port)"]).expectFailure(74, mentioning: ["listen", "127.0.0.1:\(port)"])
    }
}
