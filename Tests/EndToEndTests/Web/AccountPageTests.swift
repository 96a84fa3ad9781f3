import Foundation
import Testing

/// Your account in the browser, from the same use cases as `auth rename | email | passwd |
/// logout --everywhere`: each change seen at once by the command line; each refusal beside its
/// field in the form that was sent, with the store unchanged and no password drawn back.
@Suite struct AccountPageTests {
    @Test(arguments: Backend.allCases) func nameEmailAndPasswordChangeInTheBrowserAndTheCommandLineSeesThem(backend: Backend) async throws {
        let rushday = try RushDayProcess(backend: backend)
        try rushday.signUp("ada@example.org", name: "Ada")
        try await WebTestSite(rushday: rushday).visit { browser in
            try await browser.signIn("ada@example.org")
            let page = try await browser.get("/account")
            #expect(page.status == 200 && page.body.contains("<h1>Your account</h1>") && page.body.contains("href=\"/account\""))
            #expect(page.body.contains("<time datetime="), "Member since is spoken on a page")

            let renamed = try await browser.post("/account/name", ["name": "Ada <b>Lovelace</b>"])
            #expect(renamed.status == 303 && renamed.header("Location") == "/account?done=name")
            let shown = try await browser.get("/account?done=name")
            #expect(shown.body.contains("Ada &lt;b&gt;Lovelace&lt;/b&gt;") && !shown.body.contains("<b>Lovelace"))
            #expect(shown.body.contains("Your name is changed."))

            let moved = try await browser.post("/account/email", ["email": "countess@example.org", "current-password": "correct horse battery"])
            #expect(moved.status == 303 && moved.header("Location") == "/account?done=email", "\(moved.status) \(moved.body)")

            let changed = try await browser.post("/account/password", ["current-password": "correct horse battery",
                                                                       "new-password": "difference engine", "repeat-password": "difference engine"])
            #expect(changed.status == 303 && changed.header("Location") == "/account?done=password")
            #expect(try await browser.get("/account").status == 200, "the browser that changed the password stays signed in")
        }
        #expect(try rushday.logIn("ada@example.org", password: "difference engine").status != 0, "the old email no longer signs in")
        #expect(try rushday.logIn("countess@example.org", password: "correct horse battery").status != 0, "the old password no longer signs in")
        #expect(try rushday.logIn("countess@example.org", password: "difference engine").status == 0)
        let me = try #require(try ConfEvent.json(try rushday.run(["auth", "whoami", "--format", "json"])) as? [String: Any])
        #expect(me["displayName"] as? String == "Ada <b>Lovelace</b>")
        #expect(me["email"] as? String == "countess@example.org")
    }

    @Test(arguments: Backend.allCases) func eachRefusalStandsBesideItsFieldInItsOwnForm(backend: Backend) async throws {
        let rushday = try RushDayProcess(backend: backend)
        try rushday.signUp("taken@example.org")
        try rushday.signUp("ada@example.org", name: "Ada")
        // A wrong current password is counted, as at sign-in; nothing else may change.
        let throttles: Set<String> = ["sign_in_throttles", "sign_in_failures"]
        try await WebTestSite(rushday: rushday).visit { browser in
            try await browser.signIn("ada@example.org")
            _ = try await browser.get("/account")
            let before = try rushday.dump(excluding: throttles)
            let good = "correct horse battery"
            for (path, form, status, errorID) in [
                ("/account/name", ["name": " "], 422, "name-error"),
                ("/account/email", ["email": "not an address", "current-password": good], 422, "email-error"),
                ("/account/email", ["email": "taken@example.org", "current-password": good], 422, "email-error"),
                ("/account/email", ["email": "new@example.org", "current-password": "wrong password"], 403, "email-current-password-error"),
                ("/account/password", ["current-password": good, "new-password": "difference engine", "repeat-password": "different engine"],
                 422, "repeat-password-error"),
                ("/account/password", ["current-password": good, "new-password": "short", "repeat-password": "short"], 422, "new-password-error"),
                ("/account/password", ["current-password": "wrong password", "new-password": "difference engine",
                                       "repeat-password": "difference engine"], 403, "password-current-password-error"),
            ] {
                let refused = try await browser.post(path, form)
                #expect(refused.status == status, "\(path) \(form): \(refused.status)")
                #expect(refused.body.contains("id=\"\(errorID)\" role=\"alert\""), "\(path) \(form): \(refused.body)")
                #expect(refused.body.components(separatedBy: "role=\"alert\"").count == 2, "only the form sent shows a refusal")
                #expect(!refused.body.contains(good) && !refused.body.contains("wrong password") && !refused.body.contains("engine\""),
                        "a password is never drawn back")
                if let email = form["email"] { #expect(refused.body.contains("value=\"\(email)\""), "what was typed is kept") }
                #expect(try rushday.dump(excluding: throttles) == before, "\(path) \(form) changed the store")
            }
            #expect(try rushday.dump(excluding: throttles) == before, "a refusal changed the store")
        }
    }

    @Test func signingOutEverywhereEndsTheCommandLinesSessionAndTheBrowsers() async throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        try rushday.signUp("bo@example.org")
        try rushday.logIn("ada@example.org")
        try await WebTestSite(rushday: rushday).visit { browser in
            try await browser.signIn("ada@example.org")
            _ = try await browser.get("/account")
            let out = try await browser.post("/account/signout-everywhere", [:])
            #expect(out.status == 303 && out.header("Location") == "/signin")
            #expect(try await browser.get("/account").header("Location")?.hasPrefix("/signin?") == true)
        }
        let whoami = try rushday.run(["auth", "whoami"])
        #expect(whoami.status != 0, "the terminal's session ended too: \(whoami.stdout)")
    }

    @Test func theCommandLineChangesTheAccountToo() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org", name: "Ada")
        try rushday.logIn("ada@example.org")
        #expect(try rushday.run(["auth", "rename", "Ada Lovelace"]).stdout.contains("Renamed: Ada Lovelace <ada@example.org>"))
        let moved = try rushday.run(["auth", "email", "countess@example.org", "--password-stdin", "--format", "json"], stdin: "correct horse battery\n")
        #expect(moved.status == 0, "\(moved.stderr)")
        #expect((try ConfEvent.json(moved) as? [String: Any])?["email"] as? String == "countess@example.org")
        let wrong = try rushday.run(["auth", "email", "x@example.org", "--password-stdin"], stdin: "wrong password\n")
        #expect(wrong.status != 0 && wrong.stderr.contains("current password"), "\(wrong.stderr)")
        let everywhere = try rushday.run(["auth", "logout", "--everywhere", "--format", "json"])
        #expect((try ConfEvent.json(everywhere) as? [String: Any])?["sessionsEnded"] as? Int == 1, "the login replaced the sign-up's session")
        #expect(try rushday.run(["auth", "whoami"]).status != 0)
    }
}
