import Foundation
import GRDB
import Testing

/// Open registration through the built binary on both stores: `events update --registration`
/// opens the public page, people register there and confirm, and `guests approve | decline`
/// decide at the terminal what the browser decides, with the same refusals; a refusal leaves the
/// guests, their mail and the event as they were.
@Suite struct RegistrationCommandTests {
    func run(_ rushday: RushDayProcess, _ arguments: [String]) throws -> String {
        let outcome = try rushday.run(arguments)
        #expect(outcome.status == 0, "\(arguments): \(outcome.stderr)")
        return outcome.stdout
    }

    func guests(_ rushday: RushDayProcess, _ status: String) throws -> [String] {
        let rows = try JSONSerialization.jsonObject(with: Data(try run(rushday, ["guests", "list", "gala", "--status", status, "--format", "json"]).utf8))
        return (rows as? [[String: Any]] ?? []).compactMap { $0["handle"] as? String }.sorted()
    }

    @Test(arguments: Backend.allCases) func registrationsConfirmedWaitForTheOrganisersDecisionAtTheTerminal(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        _ = try run(rushday, ["events", "publish", "gala"])
        _ = try run(rushday, ["events", "update", "gala", "--registration", "approval", "--registration-party", "1", "--capacity", "3"])
        _ = try run(rushday, ["guests", "rsvp", "gala", "ann", "accepted", "--party", "1"])
        try await WebTestSite(rushday: rushday).visit { browser in
            let page = try await browser.get("/e/gala")
            #expect(page.status == 200 && page.body.contains("1 place left.") && page.body.contains("The organiser approves each registration."))
            for (name, email, party) in [("Bea", "bea@example.org", "1"), ("Cy", "cy@example.org", "0")] {
                _ = try await browser.get("/e/gala")
                let registered = try await browser.post("/e/gala", ["name": name, "email": email, "party": party, "q-meal": "Vegan", "website": ""])
                #expect(registered.status == 303 && registered.header("Location") == "/e/gala/registered", "\(registered.status) \(registered.body)")
            }
        }
        #expect(try guests(rushday, "unconfirmed") == ["bea", "cy"])
        // The organiser may send the link themselves: it confirms as the mailed one does.
        for handle in ["bea", "cy"] {
            let link = try run(rushday, ["guests", "link", "gala", handle, "--rotate", "--public-url", "https://rsvp.example.org"])
            let path = String(link.trimmingCharacters(in: .newlines).dropFirst("https://rsvp.example.org".count))
            try await WebTestSite(rushday: rushday).visit { browser in
                let shown = try await browser.get(path)
                #expect(shown.status == 200 && shown.body.contains("Confirm my registration"))
                #expect(try await browser.post(path + "/confirm", [:]).status == 303)
            }
        }
        #expect(try guests(rushday, "pending") == ["bea", "cy"])

        // Bea's party of two does not fit the one place left: she waits; Cy is declined.
        let approved = try JSONSerialization.jsonObject(with: Data(try run(rushday, ["guests", "approve", "gala", "bea", "--format", "json"]).utf8))
        #expect((approved as? [[String: Any]])?.map { "\($0["handle"] ?? "") \($0["status"] ?? "") \($0["answeredVia"] ?? "")" } == ["bea waitlisted registration"])
        #expect(try run(rushday, ["guests", "decline", "gala", "cy@example.org"]).contains("Declined 1 registration"))
        #expect(try guests(rushday, "declined") == ["cy"])
        // Each logged: registered and confirmed through the public page and the link, decided at the terminal.
        let log = try #require(try JSONSerialization.jsonObject(with: Data(try run(rushday, ["events", "log", "gala", "--format", "json"]).utf8)) as? [[String: Any]])
        let about = { (handle: String) in log.filter { ($0["target"] as? String)?.split(separator: " ").contains(Substring(handle)) == true } }
        #expect(about("bea").map { "\($0["actorKind"] ?? "") \($0["via"] ?? "")" }.suffix(2) == ["guest link", "account cli"], "\(about("bea"))")
        #expect(about("cy").last?["actor"] as? String == "ada@example.org", "\(about("cy"))")

        // Read through the commands: what a refusal must leave as it was.
        let state = { () throws -> [String] in
            try [["guests", "list", "gala"], ["mail", "outbox", "gala"], ["events", "show", "gala"]].map { try run(rushday, $0 + ["--format", "json"]) }
        }
        let before = try state()
        try rushday.run(["guests", "approve", "gala", "cy"]).expectFailure(65, mentioning: ["cy", "declined", "not waiting for approval"])
        try rushday.run(["guests", "decline", "gala"]).expectFailure(64, mentioning: ["guests", "missing"])
        try rushday.run(["guests", "approve", "gala", "nobody"]).expectFailure(65, mentioning: ["nobody"])
        #expect(try state() == before)
    }

    /// The per-email throttle counts registrations by the address's digest: the store keeps
    /// no one's email for it, on either store.
    @Test(arguments: Backend.allCases) func theEmailThrottleKeepsNoEmail(backend: Backend) async throws {
        let rushday = try GuestPageEvent.invited(backend: backend)
        _ = try run(rushday, ["events", "publish", "gala"])
        _ = try run(rushday, ["events", "update", "gala", "--registration", "open"])
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get("/e/gala")
            let registered = try await browser.post("/e/gala", ["name": "Dee", "email": "Dee.Private@example.org", "party": "0", "website": ""])
            #expect(registered.status == 303, "\(registered.status) \(registered.body)")
        }
        let attempts = try Self.attempts(rushday)
        // One count per address, one per email: the email's is its digest.
        #expect(attempts.count == 2 && !attempts.contains { $0.lowercased().contains("dee.private") }, "\(attempts)")
    }

    static func attempts(_ rushday: RushDayProcess) throws -> [String] {
        if let server = rushday.server {
            return try server.psql("SELECT kind || ' ' || subject FROM client_attempts", in: rushday.location).split(separator: "\n").map(String.init)
        }
        return try DatabaseQueue(path: rushday.database.path).read { db in try String.fetchAll(db, sql: "SELECT kind || ' ' || subject FROM client_attempts") }
    }

    @Test func aBadRegistrationSettingIsOneLineAndChangesNothing() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        try rushday.run(["events", "update", "gala", "--registration", "sometimes"]).expectFailure(65, mentioning: ["registration", "open", "approval", "closed"])
        try rushday.run(["events", "update", "gala", "--registration-party", "21"]).expectFailure(65, mentioning: ["registration-party", "0 to 20"])
        let shown = try JSONSerialization.jsonObject(with: Data(try run(rushday, ["events", "show", "gala", "--format", "json"]).utf8)) as? [String: Any]
        #expect(shown?["registration"] as? String == "closed" && shown?["registrationParty"] as? Int == 0)
    }
}
