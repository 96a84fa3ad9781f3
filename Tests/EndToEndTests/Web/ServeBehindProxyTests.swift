import Foundation
import GRDB
import Testing

/// Several `rushday serve` on one store, and one behind a proxy: the throttle on guessing links
/// counts in the store, so two servers allow what one does; `--trusted-proxy` makes the client
/// the address the proxy reports, and from anyone else `X-Forwarded-For` is ignored; the health
/// checks follow the process, the store and its schema.
@Suite struct ServeBehindProxyTests {
    /// The status of a GET of `path`, sent with `X-Forwarded-For: forwardedFor` when given.
    static func status(_ server: ServeProcess, _ path: String, forwardedFor: String? = nil) throws -> String {
        let header = forwardedFor.map { ["-H", "X-Forwarded-For: \($0)"] } ?? []
        return try server.curl(["-o", "/dev/null", "-w", "%{http_code}"] + header + [server.address + path]).stdout
    }

    static func unknownLink() -> String { "/i/" + GuestLinks.secret() }

    @Test(arguments: Backend.allCases) func serversSharingAStoreCountTheSameGuesses(backend: Backend) throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let ann = try GuestLinks.give(rushday, "ann")
        let servers = [try ServeProcess(rushday), try ServeProcess(rushday)]
        for guess in 0..<20 { #expect(try Self.status(servers[guess % 2], Self.unknownLink()) == "404", "guess \(guess)") }
        for server in servers {
            #expect(try Self.status(server, Self.unknownLink()) == "429", "the 21st guess, on either server")
            #expect(try Self.status(server, ann) == "200", "a valid link still opens")
        }
        let restarted = try ServeProcess(rushday)
        #expect(try Self.status(restarted, Self.unknownLink()) == "429", "a restart forgets no guess")
    }

    @Test func aTrustedProxysClientIsTheRightMostAddressItDoesNotTrust() throws {
        let rushday = try GuestPageEvent.invited()
        let server = try ServeProcess(rushday, arguments: ["--trusted-proxy", "127.0.0.0/8", "--trusted-proxy", "10.1.0.0/16"])
        // The guest's own claim, then the addresses the proxies appended: 203.0.113.9 is the guesser.
        for _ in 0..<20 {
            #expect(try Self.status(server, Self.unknownLink(), forwardedFor: "198.51.100.\(Int.random(in: 1...250)), 203.0.113.9, 10.1.2.3") == "404")
        }
        #expect(try Self.status(server, Self.unknownLink(), forwardedFor: "203.0.113.9") == "429")
        #expect(try Self.status(server, Self.unknownLink(), forwardedFor: "203.0.113.10") == "404", "another client behind the proxy")
        #expect(try Self.status(server, Self.unknownLink()) == "404", "the proxy itself, with no header")
        #expect(try Self.status(server, Self.unknownLink(), forwardedFor: "not-an-address, 203.0.113.9") == "429")
        #expect(try Self.status(server, Self.unknownLink(), forwardedFor: "10.1.9.9") == "404",
                "every hop trusted: the left-most is the client")
        #expect(server.server.printed("stderr").contains("203.0.113.9 GET /i/"), "the access log names the client")
    }

    @Test func fromAPeerNotTrustedTheHeaderIsIgnored() throws {
        let rushday = try GuestPageEvent.invited()
        let server = try ServeProcess(rushday, arguments: ["--trusted-proxy", "10.0.0.0/8"])
        for guess in 0..<20 {
            #expect(try Self.status(server, Self.unknownLink(), forwardedFor: "192.0.2.\(guess + 1)") == "404")
        }
        #expect(try Self.status(server, Self.unknownLink(), forwardedFor: "192.0.2.200") == "429", "every guess counted against the peer")
        #expect(!server.server.printed("stderr").contains("192.0.2."), "the log shows the peer, not the header")
    }

    /// A trusted proxy that ended TLS says so with `X-Forwarded-Proto: https`: the answer then
    /// carries HSTS and its cookies are Secure, as under the server's own TLS. From anyone else
    /// the header changes nothing.
    @Test func aTrustedProxysHTTPSMakesCookiesSecure() throws {
        let rushday = try GuestPageEvent.invited()
        let trusting = try ServeProcess(rushday, arguments: ["--trusted-proxy", "127.0.0.1"])
        let notTrusting = try ServeProcess(rushday, arguments: ["--trusted-proxy", "10.0.0.0/8"])
        // The answer to signing in (which sets the session cookie), each time as a new browser.
        func head(_ server: ServeProcess, _ proto: String?) throws -> String {
            let jar = rushday.root.appendingPathComponent("jar-\(UUID().uuidString)").path
            let curl = ["-sS", "-b", jar, "-c", jar] + (proto.map { ["-H", "X-Forwarded-Proto: \($0)"] } ?? [])
            let page = try Shell.run("/usr/bin/curl", curl + [server.address + "/signin"], environment: [:]).stdout
            let token = try #require(page.firstMatch(of: /name="csrf" value="([^"]*)"/).map { String($0.1) })
            return try Shell.run("/usr/bin/curl", curl + ["-D", "-", "-o", "/dev/null", "--data-urlencode", "email=ada@example.org",
                                                         "--data-urlencode", "password=correct horse battery", "--data-urlencode", "csrf=\(token)",
                                                         server.address + "/signin"], environment: [:]).stdout.lowercased()
        }
        let secure = try head(trusting, "https")
        #expect(secure.contains("strict-transport-security: max-age=31536000"), "\(secure)")
        let cookies = secure.split(whereSeparator: \.isNewline).filter { $0.hasPrefix("set-cookie: rushday_session=") }
        #expect(cookies.count == 1 && cookies.allSatisfy { $0.contains("; secure") }, "\(secure)")
        for plain in [try head(trusting, "http"), try head(trusting, nil), try head(notTrusting, "https")] {
            #expect(plain.contains("set-cookie: rushday_session=") && !plain.contains("strict-transport-security") && !plain.contains("; secure"),
                    "\(plain)")
        }
    }

    @Test(arguments: Backend.allCases) func readinessFollowsTheStoreAndItsSchema(backend: Backend) throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        let server = try ServeProcess(rushday)
        let health = try server.curl(["-sS", "-w", " %{http_code}", server.address + "/healthz"]).stdout
        #expect(health == "ok\n 200")
        #expect(try server.curl(["-sS", "-w", " %{http_code}", server.address + "/readyz"]).stdout == "ready\n 200")
        #expect(try Self.status(server, "/readyz", forwardedFor: nil) == "200")
        // A later rushday's version, as a rolling update's first new server records it.
        try Self.execute(rushday, backend == .sqlite ? "INSERT INTO grdb_migrations (identifier) VALUES ('zz-later')"
                             : "INSERT INTO schema_migrations (identifier, applied_at) VALUES ('zz-later', 0)")
        #expect(try server.curl(["-sS", "-w", " %{http_code}", server.address + "/readyz"]).stdout == "not ready\n 503")
        #expect(try Self.status(server, "/healthz") == "200", "the process still lives")
        try Self.execute(rushday, backend == .sqlite ? "DELETE FROM grdb_migrations WHERE identifier = 'zz-later'"
                             : "DELETE FROM schema_migrations WHERE identifier = 'zz-later'")
        #expect(try Self.status(server, "/readyz") == "200")
        let otherHost = try server.curl(["-o", "/dev/null", "-w", "%{http_code}", "-H", "Host: elsewhere.example", server.address + "/readyz"])
        #expect(otherHost.stdout == "200", "a proxy's check names no host of ours")
        #expect(!server.server.printed("stderr").contains("/readyz"), "checks every few seconds stay out of the access log")
    }

    @Test func aTrustedProxyThatIsNoAddressIsRefusedBeforeServing() throws {
        let rushday = try RushDayProcess()
        for typed in ["10.0.0.0/33", "proxy.example", "10.0.0.0/", "::1/129"] {
            let outcome = try rushday.run(["serve", "--listen", "127.0.0.1:0", "--trusted-proxy", typed])
            outcome.expectFailure(65, mentioning: [])
            #expect(outcome.stderr == "rushday: --trusted-proxy: '\(typed)' is not an IP address or a CIDR block such as 10.0.0.0/8\n")
        }
    }

    private static func execute(_ rushday: RushDayProcess, _ sql: String) throws {
        if let server = rushday.server {
            try server.psql(sql, in: rushday.location)
        } else {
            try DatabaseQueue(path: rushday.database.path).write { try $0.execute(sql: sql) }
        }
    }
}
