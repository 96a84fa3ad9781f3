import Foundation
import Testing

/// `events update --rsvp-closes` and `--guest-pages` through the built binary, on both stores,
/// as `events show` prints them on screen and in JSON.
@Suite struct EventGuestPagesTests {
    func shown(_ rushday: RushDayProcess) throws -> [String: Any] {
        let outcome = try rushday.run(["events", "show", "gala", "--format", "json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any] ?? [:]
    }

    @Test(arguments: Backend.allCases)
    func rsvpsCloseAndGuestPagesSwitchAreShown(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        let fresh = try shown(rushday)
        #expect(fresh["rsvpClosesAt"] is NSNull)
        #expect(fresh["guestPages"] as? Bool == true)

        let updated = try rushday.run(["events", "update", "gala", "--rsvp-closes", "2027-06-01T18:00", "--guest-pages", "off"])
        #expect(updated.status == 0, "\(updated.stderr)")
        let json = try shown(rushday)
        #expect(json["rsvpClosesAt"] as? String == "2027-06-01T18:00:00+02:00")
        #expect(json["guestPages"] as? Bool == false)
        let screen = try rushday.run(["events", "show", "gala"]).stdout
        #expect(screen.contains("RSVPs close"), "\(screen)")
        #expect(screen.contains("2027-06-01 18:00"), "\(screen)")
        #expect(screen.range(of: #"Guest pages\s+off"#, options: .regularExpression) != nil, "\(screen)")

        #expect(try rushday.run(["events", "update", "gala", "--rsvp-closes", "", "--guest-pages", "on"]).status == 0)
        let cleared = try shown(rushday)
        #expect(cleared["rsvpClosesAt"] is NSNull)
        #expect(cleared["guestPages"] as? Bool == true)
    }

    @Test func badValuesAreRefusedAndChangeNothing() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let before = try rushday.dump()
        try rushday.run(["events", "update", "gala", "--rsvp-closes", "soon"]).expectFailure(65, mentioning: ["--rsvp-closes"])
        try rushday.run(["events", "update", "gala", "--guest-pages", "maybe"]).expectFailure(64, mentioning: ["guest-pages"])
        #expect(try rushday.dump() == before)
    }
}
