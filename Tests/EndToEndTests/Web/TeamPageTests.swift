import Foundation
import Testing

/// An event's team in the browser, from the same use cases as `events members`: add, change a
/// role, remove; a refusal beside its field with the store unchanged; staff may look but not
/// change the team.
@Suite struct TeamPageTests {
    @Test(arguments: Backend.allCases) func addChangeAndRemoveAMember(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try rushday.signUp("bo@example.org", name: "Bo <Ray>")
        try rushday.logIn("ada@example.org")
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let team = try await browser.get("/events/gala/team")
            #expect(team.status == 200 && team.body.contains("href=\"/events/gala/team\" aria-current=\"page\">Team</a>"))
            let added = try await browser.post("/events/gala/team", ["email": "bo@example.org", "role": "staff"])
            #expect(added.status == 303 && added.header("Location") == "/events/gala/team?done=changed")
            let shown = try await browser.get("/events/gala/team?done=changed")
            #expect(shown.body.contains("Bo &lt;Ray&gt;") && shown.body.contains(">Remove Bo &lt;Ray&gt;</button>"))
            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let again = try await browser.post("/events/gala/team", ["email": "bo@example.org", "role": "staff"])
            #expect(again.status == 422 && again.body.contains("id=\"email-error\" role=\"alert\">bo@example.org is already staff"), "\(again.body)")
            let nobody = try await browser.post("/events/gala/team", ["email": "cy@example.org", "role": "staff"])
            #expect(nobody.status == 404 && nobody.body.contains("id=\"email-error\""), "\(nobody.body)")
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before, "a refusal changed the team")
            #expect(try await browser.post("/events/gala/team", ["email": "bo@example.org", "role": "organizer"]).status == 303)
            #expect(try roles(rushday) == ["ada@example.org": "owner", "bo@example.org": "organizer"])
            #expect(try await browser.post("/events/gala/team/remove", ["email": "bo@example.org"]).status == 303)
            let owner = try await browser.post("/events/gala/team/remove", ["email": "ada@example.org"])
            #expect(owner.status == 422 && owner.body.contains("the owner cannot be removed"))
        }
        #expect(try roles(rushday) == ["ada@example.org": "owner"])
    }

    @Test func staffSeeTheTeamButCannotChangeIt() async throws {
        let rushday = try GalaEvent.withStaff()
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            #expect(try await browser.get("/events/gala/team").status == 200)
            let refused = try await browser.post("/events/gala/team", ["email": "stan@example.org", "role": "organizer"])
            #expect(refused.status == 403, "\(refused.status)")
        }
        #expect(try roles(rushday)["stan@example.org"] == "staff")
    }

    private func roles(_ rushday: RushDayProcess) throws -> [String: String] {
        let members = try #require(try ConfEvent.json(try rushday.run(["events", "members", "list", "gala", "--format", "json"])) as? [[String: Any]])
        return Dictionary(uniqueKeysWithValues: members.map { ($0["email"] as? String ?? "", $0["role"] as? String ?? "") })
    }
}
