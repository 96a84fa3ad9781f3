import Foundation
import Glibc
import GRDB
import HTTPTypes
import Hummingbird
@testable import RushDayWeb
import Testing

/// Signing in and out in the browser: the Auth use cases behind a cookie, every form guarded.
@Suite struct WebSignInTests {
    @Test(arguments: Backend.allCases) func signInSetsASessionCookieAndOpensTheEvents(backend: Backend) async throws {
        let site = WebTestSite(rushday: try GalaEvent.owned(capacity: 10, backend: backend))
        try await site.visit { browser in
            let form = try await browser.get("/signin")
            #expect(form.status == 200)
            #expect(form.body.contains("name=\"csrf\""))
            let csrfCookie = try #require(form.setCookies.first { $0.hasPrefix("rushday_csrf=") })
            #expect(csrfCookie.contains("HttpOnly") && csrfCookie.contains("SameSite=Lax") && !csrfCookie.contains("Secure"))

            // What a browser sends from this site's own form under `Referrer-Policy: no-referrer`.
            let signedIn = try await browser.post("/signin", ["email": "ada@example.org", "password": "correct horse battery", "next": "/events/gala"],
                                                  headers: [.origin: "null", HTTPField.Name("Sec-Fetch-Site")!: "same-origin"])
            #expect(signedIn.status == 303, "\(signedIn.body)")
            #expect(signedIn.header("Location") == "/events/gala")
            let session = try #require(signedIn.setCookies.first { $0.hasPrefix("rushday_session=") })
            #expect(session.contains("HttpOnly") && session.contains("SameSite=Lax") && session.contains("Max-Age="))

            let again = try await browser.get("/signin?next=/events")
            #expect(again.status == 303, "signed in already: no form again")
            #expect(again.header("Location") == "/events")
            let events = try await browser.get("/events")
            #expect(events.status == 200)
            #expect(events.body.contains("<a href=\"/events/gala\">gala</a>"), "each event leads to its dashboard")
        }
    }

    @Test func theSessionCookieIsStoredAsADigestOnly() async throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let site = WebTestSite(rushday: rushday)
        try await site.visit { browser in
            try await browser.signIn("ada@example.org")
            let token = try #require(browser.cookie("rushday_session"))
            let stored = try await DatabaseQueue(path: rushday.database.path).read { db in
                try String.fetchAll(db, sql: "SELECT token_hash FROM sessions")
            }
            #expect(!stored.isEmpty)
            #expect(!stored.contains(token))
        }
    }

    @Test func aWrongPasswordIsRefusedWithTheCommandLinesWordsAndTheEmailKept() async throws {
        let site = WebTestSite(rushday: try GalaEvent.owned(capacity: 10))
        try await site.visit { browser in
            let refused = try await browser.post("/signin", ["email": "ada@example.org", "password": "wrong"], csrf: false)
            #expect(refused.status == 403, "no form token: refused before the password is looked at")
            _ = try await browser.get("/signin")
            let wrong = try await browser.post("/signin", ["email": "ada@example.org", "password": "not the password"])
            #expect(wrong.status == 401)
            #expect(wrong.body.contains("email or password: one of them is wrong"))
            #expect(wrong.body.contains("value=\"ada@example.org\""))
            #expect(!wrong.body.contains("not the password"))
            #expect(browser.cookie("rushday_session") == nil)
        }
    }

    @Test func aFormWithoutItsTokenOrFromAnotherSiteChangesNothing() async throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let site = WebTestSite(rushday: rushday)
        let sessionsBefore = try await DatabaseQueue(path: rushday.database.path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sessions") }
        try await site.visit { browser in
            _ = try await browser.get("/signin")
            let forged = try await browser.post("/signin", ["email": "ada@example.org", "password": "correct horse battery", "csrf": "x"], csrf: false)
            #expect(forged.status == 403)
            let elsewhere = try await browser.post("/signin", ["email": "ada@example.org", "password": "correct horse battery"],
                                                   headers: [.origin: "https://evil.example", HTTPField.Name("Host")!: "127.0.0.1:8080"])
            #expect(elsewhere.status == 403)
            let crossSite = try await browser.post("/signin", ["email": "ada@example.org", "password": "correct horse battery"],
                                                   headers: [.origin: "null", HTTPField.Name("Sec-Fetch-Site")!: "cross-site"])
            #expect(crossSite.status == 403)
            #expect(browser.cookie("rushday_session") == nil)
        }
        let sessionsAfter = try await DatabaseQueue(path: rushday.database.path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sessions") }
        #expect(sessionsAfter == sessionsBefore)
    }

    /// Double-submit alone trusts any pair a client plants: a cookie and a field it made up,
    /// the cookie's own value as the field, or a pair the site gave a signed-out visitor (an
    /// attacker's own visit) used in a signed-in session are all refused, and change nothing.
    @Test func aFormTokenMadeUpOrTakenFromAnotherSessionIsRefused() async throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let site = WebTestSite(rushday: rushday)
        try await site.visit { attacker in
            let signedOut = try #require(try await attacker.get("/signin").body.firstMatch(of: /name="csrf" value="([^"]*)"/).map { String($0.1) })
            let attackerNonce = try #require(attacker.cookie("rushday_csrf"))
            try await site.visit { victim in
                try await victim.signIn("ada@example.org")
                let session = try #require(victim.cookie("rushday_session"))
                let madeUp = String(repeating: "A", count: 43)
                for (nonce, field) in [(madeUp, madeUp), (attackerNonce, attackerNonce), (attackerNonce, signedOut),
                                       (madeUp, try #require(victim.formToken))] {
                    let body = "csrf=\(field)&guest=x"
                    let forged = try await victim.send("/signout", method: .post, headers: [
                        .contentType: "application/x-www-form-urlencoded",
                        .cookie: "rushday_session=\(session); rushday_csrf=\(nonce)",
                    ], body: ByteBuffer(string: body))
                    #expect(forged.status == 403, "\(nonce) / \(field)")
                }
                #expect(try await victim.get("/events").status == 200, "still signed in")
                #expect(try await victim.post("/signout", [:]).status == 303, "the page's own token works")
            }
        }
    }

    /// The key is the store's: a server started again (or another sharing the store) takes a
    /// form drawn before.
    @Test func aFormDrawnBeforeARestartStillPosts() async throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let first = WebTestSite(rushday: rushday), second = WebTestSite(rushday: rushday)
        try await first.visit { browser in
            _ = try await browser.get("/signin")
            try await second.test { client in
                let again = WebBrowser(client: client)
                again.cookies.withLock { $0 = browser.cookies.withLock { $0 } }
                again.lastFormToken.withLock { $0 = browser.formToken }
                let signedIn = try await again.post("/signin", ["email": "ada@example.org", "password": "correct horse battery"])
                #expect(signedIn.status == 303)
            }
        }
    }

    @Test func signingOutEndsTheSessionEverywhere() async throws {
        let site = WebTestSite(rushday: try GalaEvent.owned(capacity: 10))
        try await site.visit { browser in
            try await browser.signIn("ada@example.org")
            let token = try #require(browser.cookie("rushday_session"))
            #expect(try await browser.get("/events/gala").status == 200, "the dashboard drawn for this session")
            let refused = try await browser.post("/signout", [:], csrf: false)
            #expect(refused.status == 403)
            #expect(try await browser.get("/events").status == 200, "a refused sign-out leaves the session")
            let out = try await browser.post("/signout", [:])
            #expect(out.status == 303)
            #expect(out.header("Location") == "/signin")
            #expect(browser.cookie("rushday_session") == nil)
            // The old token, replayed, no longer opens anything: the store revoked it.
            let replayed = try await browser.send("/events", method: .get, headers: [.cookie: "rushday_session=\(token)", .accept: "application/json"], body: nil)
            #expect(replayed.status == 401)
            let dashboard = try await browser.send("/events/gala", method: .get, headers: [.cookie: "rushday_session=\(token)"], body: nil)
            #expect(dashboard.status == 303, "no drawing kept for a session that ended")
        }
    }

    /// Every control character, space and DEL, raw or percent-encoded, before, between and
    /// after the slashes, and every other way of naming another site: each falls back to
    /// the events; paths of this site, queries kept, pass as they are.
    @Test func aNextPathNeverLeadsToAnotherSite() {
        var refused = ["//evil.example", "///evil.example", "/\\evil.example", "\\/evil.example", "https://evil.example/x", "evil.example",
                       "http:/evil.example", "", "%2F%2Fevil.example", "/%2F/evil.example", "/%2f/evil.example", "/%5C/evil.example",
                       "/events\\x"]
        for byte in Array(UInt8(0x00)...UInt8(0x20)) + [0x7f] {
            let raw = String(UnicodeScalar(byte)), encoded = "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            refused += ["/\(raw)/evil.example", "\(raw)//evil.example", "/\(raw)\\evil.example", "/events\(raw)", "/\(encoded)/evil.example",
                        "\(encoded)//evil.example", "/events/gala?x=\(encoded)"].filter { byte != 0x20 || !$0.contains("%20") }
        }
        for next in refused { #expect(SignInDestination.path(next) == "/events", "\(next.debugDescription)") }
        for next in ["/events/gala", "/events/gala/guests?status=accepted&tag=vip", "/events/gala/guests?search=ann%20lee", "/events?x=%2F%2F"] {
            #expect(SignInDestination.path(next) == next)
        }
    }

    /// A deep link reached signed out comes back with its query after signing in.
    @Test func aDeepLinkKeepsItsQueryThroughSigningIn() async throws {
        let site = WebTestSite(rushday: try GalaEvent.owned(capacity: 10))
        try await site.visit { browser in
            let away = try await browser.get("/events/gala/guests?status=accepted&sort=name")
            #expect(away.status == 303)
            let signIn = try #require(away.header("Location"))
            #expect(signIn == "/signin?next=%2Fevents%2Fgala%2Fguests%3Fstatus%3Daccepted%26sort%3Dname")
            let form = try await browser.get(signIn)
            #expect(form.body.contains("name=\"next\" value=\"/events/gala/guests?status=accepted&amp;sort=name\""), "\(form.body)")
            let signedIn = try await browser.post("/signin", ["email": "ada@example.org", "password": "correct horse battery",
                                                              "next": "/events/gala/guests?status=accepted&sort=name"])
            #expect(signedIn.header("Location") == "/events/gala/guests?status=accepted&sort=name")
            let tabbed = try await browser.get("/signin?next=/%09/evil.example")
            #expect(tabbed.status == 303 && tabbed.header("Location") == "/events", "signed in already: sent on, never away")
        }
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}

/// Through the binary, whose requests carry the client's address: a stranger's wrong passwords
/// for Ada's address lock the stranger's address, never Ada at hers.
@Suite struct WebSignInThrottleTests {
    @Test func aStrangersWrongPasswordsNeverLockTheOwnerOut() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let serve = try ServeProcess(rushday)
        func signIn(_ password: String, from address: String) throws -> String {
            let token = try serve.formToken("/signin", ["--interface", address])
            return try serve.curl(["-o", "/dev/null", "-w", "%{http_code}", "--interface", address, "--data-urlencode", "email=ada@example.org",
                                   "--data-urlencode", "password=\(password)", "--data-urlencode", "csrf=\(token)", serve.address + "/signin"]).stdout
        }
        for _ in 1...4 { #expect(try signIn("wrong password", from: "127.0.0.2") == "401") }
        #expect(try signIn("wrong password", from: "127.0.0.2") == "429", "the fifth locks the stranger's address")
        #expect(try signIn("correct horse battery", from: "127.0.0.2") == "429", "locked, even with the right password")
        #expect(try signIn("correct horse battery", from: "127.0.0.1") == "303", "the owner, elsewhere, signs in")
        let login = try rushday.run(["auth", "login", "--email", "ada@example.org", "--password-stdin"], stdin: "correct horse battery\n")
        #expect(login.status == 0, "and at the terminal: \(login.stderr)")
        kill(serve.server.pid, SIGTERM)
        _ = try serve.server.finish(within: 15)
    }
}
