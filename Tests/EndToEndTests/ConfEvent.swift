import Foundation
import Testing

/// The event the agenda tests start from: "conf" in Berlin, Saturday 24 October 2026 09:00 to
/// Sunday 25 October 18:00, at "Town Hall"; the clocks go back at 03:00 that Sunday night.
/// Owned by Ada, who is signed in.
enum ConfEvent {
    static func owned() throws -> RushDayProcess {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org", name: "Ada")
        let created = try rushday.run(["events", "create", "Conf", "--starts", "2026-10-24T09:00", "--ends", "2026-10-25T18:00",
                                       "--timezone", "Europe/Berlin", "--venue", "Town Hall"])
        #expect(created.status == 0, "\(created.stderr)")
        return rushday
    }

    static func json(_ outcome: RushDayProcess.Outcome, sourceLocation: SourceLocation = #_sourceLocation) throws -> Any {
        #expect(outcome.status == 0, "\(outcome.stderr)", sourceLocation: sourceLocation)
        return try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8))
    }
}
