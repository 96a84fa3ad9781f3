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

    /// Display columns of a line of the table or timeline (every glyph drawn there is one column).
    func widest(_ text: String) -> Int { text.split(separator: "\n").map(\.count).max() ?? 0 }

    @Test func tablesAndTimelinesFitTheTerminalAndKeepTheTitles() throws {
        let rushday = try ConfEvent.owned()
        try rushday.run(["agenda", "add", "conf", "Opening Keynote of the Conference", "--day", "1", "--starts", "10:00", "--ends", "11:00",
                         "--room", "Hall A", "--track", "Main", "--speaker", "Ada Lovelace"])
        try rushday.run(["agenda", "add", "conf", "Closing Panel", "--day", "1", "--starts", "16:00", "--ends", "17:30", "--room", "Hall B"])
        let both = try rushday.run(["agenda", "list", "conf", "--tz", "America/New_York"], environment: ["COLUMNS": "80"])
        #expect(both.status == 0, "\(both.stderr)")
        #expect(widest(both.stdout) <= 80, "\(both.stdout)")
        // The title wraps, whole, rather than being cut to a stub.
        #expect(!both.stdout.split(separator: "\n").contains { !$0.hasPrefix("TIME") && $0.contains("…") }, "\(both.stdout)")
        for word in ["Opening", "Keynote", "Conference", "closing-panel", "Hall A", "Ada Lovelace"] {
            #expect(both.stdout.contains(word), "\(word) in \(both.stdout)")
        }
        #expect(both.stdout.contains("2026-10-24") && both.stdout.contains("04:00–05:00"), "the second zone wraps, whole: \(both.stdout)")

        let wide = try rushday.run(["agenda", "list", "conf", "--timeline"], environment: ["COLUMNS": "160"])
        #expect(wide.stdout.contains("[Opening Keynote of"), "3 minutes a column: \(wide.stdout)")
        #expect(widest(wide.stdout) > 100 && widest(wide.stdout) <= 160, "\(wide.stdout)")
        let narrow = try rushday.run(["agenda", "list", "conf", "--timeline"], environment: ["COLUMNS": "80"])
        #expect(widest(narrow.stdout) <= 80, "\(narrow.stdout)")
    }

    /// The night the clocks go back: 20:00 on day 1 to 20:00 on day 2 is 25 hours, half an hour
    /// a column at 80 columns; the ruler shows every other hour a space apart, never
    /// "2021222300010202..." run together.
    @Test func theHourRulerReadsOnTheNightTheClocksChange() throws {
        let rushday = try ConfEvent.owned()
        try rushday.run(["agenda", "add", "conf", "Marathon", "--day", "1", "--starts", "20:00", "--ends", "20:00", "--room", "Lab"])
        let drawn = try rushday.run(["agenda", "list", "conf", "--timeline"], environment: ["COLUMNS": "80"])
        let ruler = try #require(drawn.stdout.split(separator: "\n").first { $0.contains("20") && $0.allSatisfy { $0 == " " || $0.isNumber } })
        let labels = ruler.split(separator: " ")
        #expect(labels.count >= 6 && labels.allSatisfy { $0.count == 2 }, "\(drawn.stdout)")
        #expect(widest(drawn.stdout) <= 80, "\(drawn.stdout)")
    }

    @Test func aGuestsEmailIsNeverCut() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        try rushday.run(["guests", "add", "gala", "Margaret Hamilton-Smythe of Somewhere", "--email", "margaret.hamilton-smythe@example.org",
                         "--party", "2"])
        let listed = try rushday.run(["guests", "list", "gala"], environment: ["COLUMNS": "80"])
        let lines = listed.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first { $0.hasPrefix("GUEST") })
        let column = try #require(header.range(of: "EMAIL").map { header.distance(from: header.startIndex, to: $0.lowerBound) })
        let email = lines.drop { !$0.hasPrefix("─") }.dropFirst().filter { $0.count > column }
            .map { String($0.dropFirst(column).prefix { $0 != " " }) }.joined()
        #expect(email == "margaret.hamilton-smythe@example.org", "whole, if on two lines: \(listed.stdout)")
        #expect(listed.stdout.contains("Margaret Ha"), "the name keeps a readable width: \(listed.stdout)")
        #expect(widest(listed.stdout) <= 80, "\(listed.stdout)")
    }
}
