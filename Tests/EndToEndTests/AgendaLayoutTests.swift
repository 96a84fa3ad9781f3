import Foundation
import Testing

/// How the agenda reads on a terminal: a session's days counted, tables and timelines fitted
/// to the terminal's width.
@Suite struct AgendaLayoutTests {
    @Test func aSessionOverManyNightsSaysHowManyDaysLaterItEnds() throws {
        let rushday = try ConfEvent.owned()
        let added = try rushday.run(["agenda", "add", "conf", "Residency", "--starts", "2026-10-24T10:00", "--ends", "2027-02-01T10:00"])
        #expect(added.stdout.hasPrefix("✔ Added residency to conf (2026-10-24 10:00 +02:00–10:00 +01:00 (+100 days))"), "\(added.stdout)")
        try rushday.run(["agenda", "add", "conf", "Night", "--day", "1", "--starts", "23:00", "--ends", "01:30"])
        let list = try rushday.run(["agenda", "list", "conf"], environment: ["COLUMNS": "120"])
        #expect(list.stdout.contains("10:00 +02:00–10:00 +01:00 (+100 days)"), "\(list.stdout)")
        #expect(list.stdout.contains("23:00–01:30 +02:00 (+1 day)"), "\(list.stdout)")
        #expect(try rushday.run(["agenda", "show", "conf", "residency"]).stdout.contains("(+100 days)"))
        let dashboard = try rushday.run(["events", "show", "conf"], environment: ["COLUMNS": "120"])
        #expect(dashboard.stdout.contains("2026-10-24 10:00 +02:00–10:00 +01:00 (+100 days)"), "\(dashboard.stdout)")
    }
}
