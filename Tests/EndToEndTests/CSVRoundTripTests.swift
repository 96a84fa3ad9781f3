import Foundation
import Testing

/// The mark CSV output puts before a cell a spreadsheet would run comes off again on import,
/// and only it: names starting with ', =, +, - or @ survive `guests export` and
/// `guests list --format csv` read back by `guests import`, apostrophes included.
@Suite struct CSVRoundTripTests {
    /// Random names, each starting with one of the characters a spreadsheet runs or the
    /// apostrophe that marks them, then more of them, quotes and separators.
    static func names(count: Int) -> [String] {
        var random = SystemRandomNumberGenerator()
        let starts = ["'", "=", "+", "-", "@"]
        let rest = Array("''=+-@\",;a1.é")
        var names: [String] = ["'=literal", "''", "'Neill", "-12", "'-12", "=SUM(A1)"]
        while names.count < count {
            let name = starts.randomElement(using: &random)! + String((0..<Int.random(in: 0...5, using: &random)).map { _ in rest.randomElement(using: &random)! })
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    func names(in event: String, _ rushday: RushDayProcess) throws -> [String] {
        let listed = try rushday.run(["guests", "list", event, "--format", "json"])
        #expect(listed.status == 0, "\(listed.stderr)")
        let guests = try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]] ?? []
        return guests.compactMap { $0["name"] as? String }.sorted()
    }

    func event(_ title: String, _ rushday: RushDayProcess) throws {
        let created = try rushday.run(["events", "create", title, "--starts", "2027-07-12T19:00", "--ends", "2027-07-12T23:00",
                                       "--timezone", "Europe/Berlin"])
        #expect(created.status == 0, "\(created.stderr)")
    }

    @Test func everyNameSurvivesExportAndListCSVThenImport() throws {
        let rushday = try GalaEvent.owned(capacity: 100)
        let names = Self.names(count: 30)
        for name in names {
            let added = try rushday.run(["guests", "add", "gala", "--", name])
            #expect(added.status == 0, "\(name): \(added.stderr)")
        }
        #expect(try self.names(in: "gala", rushday) == names.sorted())

        let exported = rushday.root.appendingPathComponent("export.csv").path
        #expect(try rushday.run(["guests", "export", "gala", "--output", exported]).status == 0)
        let text = try String(contentsOfFile: exported, encoding: .utf8)
        #expect(text.contains("\n''=literal,") && text.contains("\n'Neill,") && text.contains("\n'=SUM(A1),"), "\(text)")
        try event("From export", rushday)
        let imported = try rushday.run(["guests", "import", "from-export", exported])
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(try self.names(in: "from-export", rushday) == names.sorted())

        let listed = try rushday.run(["guests", "list", "gala", "--format", "csv"])
        let listFile = rushday.root.appendingPathComponent("list.csv")
        try Data(listed.stdout.utf8).write(to: listFile)
        try event("From list", rushday)
        let fromList = try rushday.run(["guests", "import", "from-list", listFile.path])
        #expect(fromList.status == 0, "\(fromList.stderr)")
        #expect(try self.names(in: "from-list", rushday) == names.sorted())
    }

    /// Expenses export marks the same way: an apostrophe before a formula gets one more.
    @Test func expensesExportMarksAnApostropheBeforeAFormula() throws {
        let rushday = try GalaEvent.owned(capacity: 100)
        let added = try rushday.run(["expenses", "add", "gala", "10", "--category", "venue", "--payee", "'=literal",
                                     "--paid-by", "ada@example.org"])
        #expect(added.status == 0, "\(added.stderr)")
        let exported = try rushday.run(["expenses", "export", "gala"])
        #expect(exported.status == 0, "\(exported.stderr)")
        #expect(exported.stdout.contains(",''=literal,"), "\(exported.stdout)")
    }
}
