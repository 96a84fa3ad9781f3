import Foundation
import Testing

/// Shifts's first page, in process on both stores, from the same use case as
/// `rushday shifts hello`: someone signed out is sent to sign in, a signed-in user is
/// greeted on a page that keeps their name inert, and `?format=json` is the command's JSON.
@Suite struct ShiftsRoutesTests {
    @Test(arguments: Backend.allCases) func helloGreetsTheSignedInUserAsTheCommandDoes(backend: Backend) async throws {
        let rushday = try RushDayProcess(backend: backend)
        try rushday.signUp("ada@example.org", name: "Ada <b>Lovelace</b>")
        let command = try rushday.run(["shifts", "hello", "--format", "json"])
        #expect(command.status == 0, "\(command.stderr)")
        try await WebTestSite(rushday: rushday).visit { browser in
            let signedOut = try await browser.get("/shifts/hello")
            #expect(signedOut.status == 303 && signedOut.header("Location")?.hasPrefix("/signin") == true)
            try await browser.signIn("ada@example.org")
            let page = try await browser.get("/shifts/hello")
            #expect(page.status == 200 && page.body.contains("Hello, Ada &lt;b&gt;Lovelace&lt;/b&gt;") && !page.body.contains("<b>Lovelace"))
            let json = try await browser.get("/shifts/hello?format=json", accept: "application/json")
            let web = try #require(try JSONSerialization.jsonObject(with: Data(json.body.utf8)) as? [String: Any])
            let cli = try #require(try JSONSerialization.jsonObject(with: Data(command.stdout.utf8)) as? [String: Any])
            #expect(json.status == 200 && web["name"] as? String == cli["name"] as? String && cli["name"] as? String == "Ada <b>Lovelace</b>")
        }
    }
}
