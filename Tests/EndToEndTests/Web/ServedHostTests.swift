import Foundation
import Glibc
import Testing

/// DNS rebinding: `serve` answers only the hosts it is reached at (its listen host, IP
/// addresses, localhost, the public address's host), 421 for any other name, a post from one
/// changing nothing; a public address with a path is refused, since every page is at the root.
@Suite struct ServedHostTests {
    @Test func onlyTheServersOwnNamesAreServed() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let serve = try ServeProcess(rushday, arguments: ["--public-url", "https://RSVP.example.org"])
        func status(_ host: String, _ path: String = "/signin", _ extra: [String] = []) throws -> String {
            try serve.curl(["-o", "/dev/null", "-w", "%{http_code}", "-H", "Host: \(host)"] + extra + [serve.address + path]).stdout
        }
        let port = serve.address.split(separator: ":").last.map(String.init) ?? ""
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST", "rsvp.example.org", "rsvp.example.org.:443", "[::1]:\(port)", "10.1.2.3"] {
            #expect(try status(host) == "200", "\(host)")
        }
        for host in ["evil.example", "evil.example:\(port)", "rsvp.example.org.evil.example", "127.0.0.1.nip.io", "localhost.evil.example", "[evil]"] {
            #expect(try status(host) == "421", "\(host)")
            #expect(try status(host, "/assets/rushday.css") == "421", "\(host): every path")
        }
        let token = try serve.formToken("/signin")
        let rebound = try status("evil.example:\(port)", "/signin", ["--data-urlencode", "email=ada@example.org", "--data-urlencode",
                                                                    "password=correct horse battery", "--data-urlencode", "csrf=\(token)",
                                                                    "-H", "Origin: http://evil.example:\(port)"])
        #expect(rebound == "421")
        #expect(serve.cookie("rushday_session") == nil, "no session made through another name")
        kill(serve.server.pid, SIGTERM)
        #expect(try serve.server.finish(within: 15).status == 0)
    }

    @Test(arguments: [["serve", "--public-url", "https://example.org/rsvp/"], ["guests", "link", "gala", "ann", "--public-url", "https://example.org/rsvp"],
                      ["tickets", "door", "add", "gala", "door-1", "--public-url", "http://example.org:8080/x"],
                      ["mail", "setup", "--public-url", "https://example.org/a/b"]])
    func aPublicAddressWithAPathIsRefusedSayingWhy(arguments: [String]) throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let refused = try rushday.run(arguments)
        #expect(refused.status == 64, "\(refused.stderr)")
        #expect(refused.stderr.contains("--public-url:") && refused.stderr.contains("has a path"), "\(refused.stderr)")
        #expect(refused.stderr.contains("answer at the root of their host"))
        #expect(refused.stderr.split(separator: "\n").count == 1)
        let fromEnvironment = try rushday.run(["guests", "link", "gala", "ann"], environment: ["RUSHDAY_PUBLIC_URL": "https://example.org/rsvp"])
        #expect(fromEnvironment.status == 64 && fromEnvironment.stderr.contains("RUSHDAY_PUBLIC_URL: 'https://example.org/rsvp' has a path"),
                "\(fromEnvironment.stderr)")
    }
}
