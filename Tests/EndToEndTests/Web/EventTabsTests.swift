import Foundation
import Testing

/// An event's tabs are the sections its visitor's role may open, as the command line lets them:
/// staff do not see money, mail or the settings; the door and its conflicts are tabs.
@Suite struct EventTabsTests {
    private let everyTab = ["Dashboard", "Guests", "Expenses", "Tickets", "Door", "Agenda", "Mail", "Tasks", "Shifts", "Team", "Activity", "Settings"]

    private func tabs(_ body: String) -> [String] {
        guard let nav = body.firstMatch(of: /<nav[^>]*aria-label="Event"[^>]*>(.*?)<\/nav>/.dotMatchesNewlines()) else { return [] }
        return nav.1.matches(of: /<a [^>]*>([^<]*)<\/a>/).map { String($0.1) }
    }

    @Test func anOrganizerSeesEveryTabAndStaffOnlyWhatStaffMayOpen() async throws {
        let rushday = try GalaEvent.withStaff()
        try await WebTestSite(rushday: rushday).visit { browser in
            try await browser.signIn("ada@example.org")
            for path in ["/events/gala", "/events/gala/guests", "/events/gala/team", "/events/gala/settings", "/events/gala/door",
                         "/events/gala/conflicts"] {
                let page = try await browser.get(path)
                #expect(tabs(page.body) == everyTab, "\(path)")
            }
            #expect(try await browser.get("/events/gala/team").body.contains("action=\"/events/gala/team/remove\""), "organizers get the team's forms")
            let draft = try await browser.get("/events/gala")
            #expect(draft.body.contains(">Publish</a>") && draft.body.contains(">Delete</a>") && !draft.body.contains(">Complete</a>"),
                    "a draft may be published, cancelled or deleted, not completed")
            let conflicts = try await browser.get("/events/gala/conflicts")
            #expect(conflicts.body.contains("href=\"/events/gala/door\" aria-current=\"page\">Door</a>"))
            #expect(try await browser.get("/events/gala/door").body.contains("href=\"/events/gala/conflicts\""))
        }
        try await WebTestSite(rushday: rushday).visit { browser in
            try await browser.signIn("stan@example.org")
            let staff = ["Dashboard", "Guests", "Tickets", "Door", "Agenda", "Tasks", "Shifts", "Team"]
            for path in ["/events/gala", "/events/gala/tickets", "/events/gala/team", "/events/gala/door"] {
                #expect(tabs(try await browser.get(path).body) == staff, "\(path)")
            }
            let dashboard = try await browser.get("/events/gala")
            #expect(!dashboard.body.contains("Event actions"), "staff may not change the event's status")
            let team = try await browser.get("/events/gala/team")
            #expect(team.body.contains("ada@example.org") && !team.body.contains("action=\"/events/gala/team"), "staff see the team, not its forms")
            for hidden in ["/events/gala/expenses", "/events/gala/mail", "/events/gala/settings", "/events/gala/publish", "/events/gala/delete",
                           "/events/gala/duplicate"] {
                #expect(try await browser.get(hidden).status == 403, "\(hidden) is refused, as its command is")
            }
        }
    }
}
