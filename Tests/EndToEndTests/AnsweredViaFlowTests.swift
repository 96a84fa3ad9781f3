import Foundation
import Testing

/// Who gave a guest's answer, through the built binary on both stores: the organiser with
/// `guests rsvp`, an import row with a status; `guests show` and the JSON of show and list say so.
@Suite struct AnsweredViaFlowTests {
    func guest(_ rushday: RushDayProcess, _ handle: String) throws -> [String: Any] {
        let outcome = try rushday.run(["guests", "show", "gala", handle, "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any] ?? [:]
    }

    @Test(arguments: Backend.allCases)
    func organiserAndImportAnswersAreTold(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        #expect(try rushday.run(["guests", "add", "gala", "Ann"]).status == 0)
        let fresh = try guest(rushday, "ann")
        #expect(fresh["answeredAt"] is NSNull)
        #expect(fresh["answeredVia"] is NSNull)

        #expect(try rushday.run(["guests", "rsvp", "gala", "ann", "accepted"]).status == 0)
        let answered = try guest(rushday, "ann")
        #expect(answered["answeredVia"] as? String == "organizer")
        let at = try #require(answered["answeredAt"] as? String)
        #expect(at.hasSuffix("+02:00") || at.hasSuffix("+01:00"), "in the event's zone: \(at)")
        let screen = try rushday.run(["guests", "show", "gala", "ann"]).stdout
        #expect(screen.range(of: #"Answered\s+.+ via organizer"#, options: .regularExpression) != nil, "\(screen)")

        let file = rushday.root.appendingPathComponent("list.csv")
        try Data("name,email,status\nBob,bob@example.org,declined\nCy,cy@example.org,\n".utf8).write(to: file)
        let imported = try rushday.run(["guests", "import", "gala", file.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let listed = try rushday.run(["guests", "list", "gala", "--format", "json"])
        let guests = try #require(try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])
        let via = Dictionary(uniqueKeysWithValues: guests.map { ($0["handle"] as? String ?? "", $0["answeredVia"] as? String ?? "null") })
        #expect(via == ["ann": "organizer", "bob": "import", "cy": "null"])
    }
}
