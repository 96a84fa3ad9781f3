import DomainTestSupport
import Foundation
@testable import RushDayWeb
import Testing

/// Making an account in the browser, from the same use case as `auth signup`: the new account
/// is signed in at once; each rule's refusal stands beside its field with what was typed kept
/// (the password never), and the store is unchanged.
@Suite struct SignUpFormTests {
    @Test func anAccountMadeInTheBrowserIsSignedInAndTheCommandLineCanUseIt() async throws {
        let rushday = try RushDayProcess()
        try await WebTestSite(rushday: rushday).visit { browser in
            #expect(try await browser.get("/signin").body.contains("href=\"/signup\""))
            _ = try await browser.get("/signup")
            let made = try await browser.post("/signup", ["name": "Ada <Lovelace>", "email": "ada@example.org", "password": "correct horse battery"])
            #expect(made.status == 303 && made.header("Location") == "/events", "\(made.status) \(made.body)")
            #expect(try await browser.get("/events").status == 200, "signed in by making the account")
            #expect(try await browser.get("/signup").header("Location") == "/events", "someone signed in is not asked again")
        }
        #expect(try rushday.logIn("ada@example.org").status == 0)
        let me = try #require(try ConfEvent.json(try rushday.run(["auth", "whoami", "--format", "json"])) as? [String: Any])
        #expect(me["displayName"] as? String == "Ada <Lovelace>")
    }

    @Test(arguments: Backend.allCases) func eachRefusalStandsBesideItsField(backend: Backend) async throws {
        let rushday = try RushDayProcess(backend: backend)
        try rushday.signUp("taken@example.org")
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get("/signup")
            let before = try rushday.dump()
            for (field, form) in [("name", ["name": " ", "email": "bo@example.org", "password": "correct horse battery"]),
                                  ("email", ["name": "Bo", "email": "not an address", "password": "correct horse battery"]),
                                  ("email", ["name": "Bo", "email": "taken@example.org", "password": "correct horse battery"]),
                                  ("password", ["name": "Bo", "email": "bo@example.org", "password": "short"])] {
                let refused = try await browser.post("/signup", form)
                #expect([409, 422].contains(refused.status), "\(field): \(refused.status)")
                #expect(refused.body.contains("id=\"\(field)-error\" role=\"alert\""), "\(field): \(refused.body)")
                #expect(refused.body.contains("value=\"\(form["email"] ?? "")\""), "the email typed is kept")
                #expect(!refused.body.contains("correct horse battery"), "a password is never drawn back")
            }
            #expect(try rushday.dump() == before, "a refused sign-up changed the store")
        }
    }
}

/// Sign-ups from one address are counted, made or refused: past ten in an hour the form says
/// so (429) and no account is made, while another address still signs up.
@Suite struct SignUpThrottleTests {
    @Test func theEleventhSignUpFromOneAddressInAnHourIsRefusedAndMakesNothing() async throws {
        let rushday = try RushDayProcess()
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get("/signup")
            for index in 0..<10 {
                let refused = try await browser.post("/signup", ["name": "Bo", "email": "bo\(index)@example", "password": "correct horse battery"])
                #expect(refused.status == 422, "a refused sign-up counts too: \(refused.status)")
            }
            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            let throttled = try await browser.post("/signup", ["name": "Bo", "email": "bo@example.org", "password": "correct horse battery"])
            #expect(throttled.status == 429 && throttled.body.contains("too many accounts asked for from your address"), "\(throttled.status)")
            #expect(throttled.body.contains("value=\"bo@example.org\""), "what was typed is kept")
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "no account was made")
        }
    }

    @Test func theWindowIsAnHourPerAddress() async {
        let store = InMemoryStore()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        func throttles(_ client: String, _ second: Double) async -> Bool {
            await ClientThrottle.signUps.throttles(afterAttemptBy: client, in: store, at: start.addingTimeInterval(second))
        }
        for minute in 0..<10 { #expect(await !throttles("192.0.2.1", Double(minute) * 60)) }
        #expect(await throttles("192.0.2.1", 3599))
        #expect(await !throttles("192.0.2.2", 3599), "another address")
        #expect(await !throttles("192.0.2.1", 3600), "a new hour")
    }
}
