import Foundation
import Testing

/// The store's mail set-up in the browser, from the same use cases as `mail setup` and `mail
/// test`: each refusal beside its field with the store unchanged; the server's password kept on
/// the serving machine, where `mail setup` at the command line then knows it, and never drawn
/// back; a test mail answered with what the server replied.
@Suite struct MailSetupPageTests {
    @Test(arguments: Backend.allCases) func setUpMailAndTryItInTheBrowser(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            #expect(try await browser.get("/events/gala/mail").body.contains("href=\"/mail/setup\""))
            let first = try await browser.get("/mail/setup")
            #expect(first.status == 200 && first.body.contains("<h1>Mail set-up</h1>") && first.body.contains("Set up mail") && !first.body.contains("Try it"))

            let before = try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"])
            let good = ["smtp": "smtp://mailer@127.0.0.1:1?tls=none", "from": "Gala <gala@example.org>", "public-url": "https://rsvp.example.org/",
                        "per-minute": "", "password": ""]
            for (change, errorID) in [(["smtp": ""], "smtp-error"), (["public-url": "ftp://rsvp.example.org"], "public-url-error"),
                                      (["public-url": "https://example.org/rsvp"], "public-url-error"), (["per-minute": "0"], "per-minute-error"),
                                      (["per-minute": "often"], "per-minute-error"), (["from": "nobody"], "from-error")] {
                let refused = try await browser.post("/mail/setup", good.merging(change.merging(["password": "s3cret-never-shown"]) { new, _ in new }) { _, new in new })
                #expect(refused.status == 422 && refused.body.contains("id=\"\(errorID)\""), "\(change): \(refused.status) \(refused.body)")
                #expect(!refused.body.contains("s3cret-never-shown"), "a typed password is never drawn back")
            }
            let leaked = try await browser.post("/mail/setup", good.merging(["smtp": "smtp://mailer:Url-Pw-77x@127.0.0.1:25"]) { _, new in new })
            #expect(leaked.status == 422 && leaked.body.contains("id=\"smtp-error\"") && !leaked.body.contains("Url-Pw-77x"), "an address refused for its password is not drawn back")
            #expect(try await browser.post("/mail/setup", good, csrf: false).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles", "sign_in_failures"]) == before, "a refusal changed the store")

            let saved = try await browser.post("/mail/setup", good.merging(["password": "s3cret-never-shown", "per-minute": "30"]) { _, new in new })
            #expect(saved.status == 303 && saved.header("Location") == "/mail/setup?done=saved", "\(saved.status) \(saved.body)")
            let page = try await browser.get("/mail/setup?done=saved")
            #expect(page.body.contains("The mail set-up is saved.") && page.body.contains("known on this machine") && page.body.contains("Try it"))
            #expect(!page.body.contains("s3cret-never-shown") && page.body.contains("value=\"https://rsvp.example.org\""))

            let wrong = try await browser.post("/mail/setup/test", ["address": "not an address"])
            #expect(wrong.status == 422 && wrong.body.contains("id=\"address-error\""), "\(wrong.status)")
            let tried = try await browser.post("/mail/setup/test", ["address": "ada@example.org"])
            #expect(tried.status == 200 && tried.body.contains("Not sent to ada@example.org"), "nothing listens on port 1: \(tried.body)")
        }
        let shown = try #require(try ConfEvent.json(try rushday.run(["mail", "setup", "--format", "json"])) as? [String: Any])
        #expect(shown["publicURL"] as? String == "https://rsvp.example.org" && shown["perMinute"] as? Int == 30, "\(shown)")
        #expect(shown["passwordKnown"] as? Bool == true, "the serving machine keeps the password, as --password-stdin does")
        let path = try rushday.run(["mail", "setup", "--public-url", "https://example.org/rsvp"])
        #expect(path.status == 64 && path.stderr.contains("--public-url: 'https://example.org/rsvp' has a path ('/rsvp')"), "\(path.stderr)")
    }
}
