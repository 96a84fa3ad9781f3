import Foundation
import Testing

/// Expenses through the built binary: the commands' flow, roles, export, and bad input for every
/// command (one stderr line, its exit code, the store unchanged).
@Suite struct ExpensesFlowTests {
    @Test func budgetAddUpdateRemoveListAndExport() throws {
        let rushday = try ExpensesEvent.owned()
        let lines = try rushday.run(["expenses", "budget", "set", "gala", "venue", "4000"])
        #expect(lines.status == 0)
        let over = try rushday.run(["expenses", "budget", "set", "gala", "Catering", "1200.50"])
        #expect(over.stdout.contains("The budget lines add up to 5,200.50 EUR, 200.50 EUR more than the event's budget of 5,000.00 EUR"), "\(over.stdout)")
        let budget = try #require(try ExpensesEvent.json(rushday, ["expenses", "budget", "show", "gala"]) as? [String: Any])
        #expect((budget["lines"] as? [[String: Any]])?.map { $0["category"] as? String } == ["catering", "venue"])
        #expect(ExpensesEvent.amount(budget["overEventBudget"]) == "200.50")
        #expect(try rushday.run(["expenses", "budget", "show", "gala", "--format", "csv"]).stdout
            == "category,amount,currency\ncatering,1200.50,EUR\nvenue,4000.00,EUR\n")

        let receipts = rushday.root.appendingPathComponent("receipts")
        try FileManager.default.createDirectory(at: receipts, withIntermediateDirectories: true)
        try Data("%PDF-1.4\n%%EOF\n".utf8).write(to: receipts.appendingPathComponent("balloons.pdf"))
        let added = try rushday.run(["expenses", "add", "gala", "99.99", "--category", "decor", "--payee", "=SUM(A1:A9)",
                                     "--paid-by", "bob@example.org", "--note", "balloons", "--receipt", receipts.appendingPathComponent("balloons.pdf").path,
                                     "--date", "2027-05-30"])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Added expense 1 to gala: 99.99 EUR, decor, paid by bob@example.org"))
        #expect(added.stdout.contains("ada@example.org: 25.00 EUR"))
        let converted = try rushday.run(["expenses", "add", "gala", "1000", "--category", "venue", "--payee", "Hall",
                                         "--paid-by", "ada@example.org", "--currency", "JPY", "--rate", "0.0061"])
        #expect(converted.stdout.contains("Converted 1,000 JPY at 0.0061 EUR per JPY: 6.10 EUR (rounded once, half to even)"), "\(converted.stdout)")

        let updated = try #require(try ExpensesEvent.json(rushday, ["expenses", "update", "gala", "1", "--amount", "100", "--note", ""])
            as? [String: Any])
        #expect(updated["note"] is NSNull)
        #expect((updated["shares"] as? [[String: Any]])?.map { ExpensesEvent.amount($0["amount"]) } == ["25.00", "25.00", "25.00", "25.00"])
        let list = try #require(try ExpensesEvent.json(rushday, ["expenses", "list", "gala", "--category", "venue"]) as? [[String: Any]])
        #expect(list.map { $0["number"] as? Int } == [2])

        let csv = try rushday.run(["expenses", "export", "gala"])
        #expect(csv.status == 0)
        let rows = csv.stdout.split(separator: "\n")
        #expect(rows.first == "number,date,category,payee,amount,currency,paidBy,split,shares,originalAmount,originalCurrency,rate,note,receipt,createdAt,updatedAt")
        // The payee a spreadsheet would run as a formula is written as text.
        #expect(rows[1].hasPrefix("1,2027-05-30,decor,'=SUM(A1:A9),100.00,EUR,bob@example.org,equal,"), "\(rows[1])")
        #expect(rows[2].contains(",6.10,EUR,ada@example.org,equal,") && rows[2].contains(",1000,JPY,0.0061,"), "\(rows[2])")
        let file = rushday.root.appendingPathComponent("expenses.csv").path
        let written = try #require(try ExpensesEvent.json(rushday, ["expenses", "export", "gala", "--output", file]) as? [String: Any])
        #expect(written["exported"] as? Int == 2)
        #expect(try String(contentsOfFile: file, encoding: .utf8) == csv.stdout)
        try rushday.run(["expenses", "export", "gala", "--output", file]).expectFailure(73, mentioning: ["--output", "exists"])

        let removed = try rushday.run(["expenses", "remove", "gala", "1"])
        #expect(removed.stdout.contains("Removed expense 1 (100.00 EUR, =SUM(A1:A9)) from gala"))
        #expect(try rushday.rowCount("expenses") == 1)
        #expect(try rushday.rowCount("expense_shares") == 4)
        #expect(try rushday.run(["events", "delete", "gala", "--force"]).status == 0)
        #expect(try rushday.rowCount("expenses") == 0)
        #expect(try rushday.rowCount("budget_lines") == 0)
    }

    @Test func staffSeeNeitherExpensesNorTheBudgetAndOutsidersNoEvent() throws {
        let rushday = try ExpensesEvent.owned()
        #expect(try rushday.run(["expenses", "add", "gala", "10", "--category", "venue", "--payee", "Hall", "--paid-by", "ada@example.org"]).status == 0)
        try rushday.logIn("stan@example.org")
        let before = try rushday.dump(excluding: ["sessions"])
        for arguments in [["budget", "show", "gala"], ["budget", "set", "gala", "venue", "1"], ["list", "gala"], ["show", "gala", "1"],
                          ["summary", "gala"], ["settle", "gala"], ["export", "gala"], ["remove", "gala", "1"],
                          ["update", "gala", "1", "--payee", "x"],
                          ["add", "gala", "1", "--category", "venue", "--payee", "x", "--paid-by", "stan@example.org"]] {
            try rushday.run(["expenses"] + arguments).expectFailure(77, mentioning: ["role", "staff"])
        }
        let show = try #require(try ExpensesEvent.json(rushday, ["events", "show", "gala"]) as? [String: Any])
        #expect((show["dashboard"] as? [[String: Any]])?.contains { $0["key"] as? String == "budget" } == false)
        #expect(try rushday.dump(excluding: ["sessions"]) == before)

        try rushday.logIn("nora@example.org")
        try rushday.run(["expenses", "summary", "gala"]).expectFailure(65, mentioning: ["event", "gala"])
        try rushday.run(["auth", "logout"])
        try rushday.run(["expenses", "list", "gala"]).expectFailure(77, mentioning: ["session", "auth login"])

        try rushday.logIn("cara@example.org")
        #expect(try rushday.run(["expenses", "settle", "gala"]).status == 0)
    }

    @Test func badInputForEveryCommandIsOneLineWithItsExitCodeAndChangesNothing() throws {
        let rushday = try ExpensesEvent.owned()
        #expect(try rushday.run(["expenses", "add", "gala", "10", "--category", "venue", "--payee", "Hall", "--paid-by", "ada@example.org",
                                 "--split", "exact", "--among", "ada@example.org=4", "--among", "bob@example.org=6"]).status == 0)
        #expect(try rushday.run(["expenses", "budget", "set", "gala", "venue", "100"]).status == 0)
        let before = try rushday.dump()
        let add = ["expenses", "add", "gala", "10", "--category", "venue", "--payee", "Hall"]
        let cases: [([String], Int32, [String])] = [
            (["expenses", "budget", "set", "gala", "venue", "12.345"], 65, ["amount", "decimals"]),
            (["expenses", "budget", "set", "gala", "venue", "lots"], 65, ["amount", "decimal amount"]),
            (["expenses", "budget", "set", "gala", "venue!", "5"], 65, ["category", "venue!"]),
            (["expenses", "budget", "set", "nope", "venue", "5"], 65, ["event", "nope"]),
            (["expenses", "budget", "set", "gala", "venue"], 64, ["amount"]),
            (["expenses", "budget", "show", "nope"], 65, ["event", "nope"]),
            (["expenses", "budget", "drop", "gala"], 64, ["drop"]),
            (add, 64, ["paid-by"]),
            (add + ["--paid-by", "nora@example.org"], 65, ["--paid-by", "not a member"]),
            (["expenses", "add", "gala", "0", "--category", "venue", "--payee", "Hall", "--paid-by", "ada@example.org"], 65, ["amount", "zero"]),
            (["expenses", "add", "gala", "1,50", "--category", "venue", "--payee", "Hall", "--paid-by", "ada@example.org"], 65, ["amount", "1,50"]),
            (["expenses", "add", "gala", "10", "--category", "venue", "--paid-by", "ada@example.org", "--payee", " "], 65, ["--payee", "blank"]),
            (add + ["--paid-by", "ada@example.org", "--split", "halves"], 64, ["split", "equal"]),
            (add + ["--paid-by", "ada@example.org", "--split", "exact", "--among", "ada@example.org=4", "--among", "bob@example.org=5"], 65,
             ["--among", "9.00 EUR", "1.00 EUR short of", "10.00 EUR"]),
            (add + ["--paid-by", "ada@example.org", "--split", "shares", "--among", "ada@example.org=x"], 65, ["--among", "share"]),
            (add + ["--paid-by", "ada@example.org", "--among", "ghost@example.org"], 65, ["--among", "ghost@example.org"]),
            (add + ["--paid-by", "ada@example.org", "--currency", "USD"], 65, ["--currency", "--rate"]),
            (add + ["--paid-by", "ada@example.org", "--rate", "0.9"], 65, ["--rate", "--currency"]),
            (add + ["--paid-by", "ada@example.org", "--currency", "USD", "--rate", "-1"], 65, ["--rate", "'-1'"]),
            (add + ["--paid-by", "ada@example.org", "--currency", "DOLLARS", "--rate", "1"], 65, ["--currency", "ISO 4217"]),
            (add + ["--paid-by", "ada@example.org", "--date", "01/12/2026"], 65, ["--date", "YYYY-MM-DD"]),
            (add + ["--paid-by", "ada@example.org", "--note", "a\u{1B}[31mred"], 65, ["--note", "control"]),
            (["expenses", "update", "gala", "1"], 65, ["update", "nothing to change"]),
            (["expenses", "update", "gala", "1", "--amount", "12"], 65, ["--among", "2.00 EUR short of"]),
            (["expenses", "update", "gala", "7", "--payee", "x"], 65, ["expense", "no expense 7"]),
            (["expenses", "update", "gala", "x1", "--payee", "x"], 65, ["expense", "not an expense number"]),
            (["expenses", "update", "gala", "1", "--amount", "-3"], 65, ["--amount", "negative"]),
            (["expenses", "remove", "gala", "9"], 65, ["expense", "no expense 9"]),
            (["expenses", "remove", "gala"], 64, ["expense"]),
            (["expenses", "show", "gala", "0"], 65, ["expense", "no expense 0"]),
            (["expenses", "show", "nope", "1"], 65, ["event", "nope"]),
            (["expenses", "list", "gala", "--category", "a b"], 65, ["--category"]),
            (["expenses", "list", "gala", "--format", "xml"], 64, ["format"]),
            (["expenses", "summary", "nope"], 65, ["event", "nope"]),
            (["expenses", "summary"], 64, ["event"]),
            (["expenses", "settle", "nope"], 65, ["event", "nope"]),
            (["expenses", "export", "nope"], 65, ["event", "nope"]),
            (["expenses", "export", "gala", "--output", "/nonexistent-dir/x.csv"], 74, ["--output", "there is no folder /nonexistent-dir"]),
        ]
        for (arguments, code, fragments) in cases {
            let outcome = try rushday.run(arguments)
            outcome.expectFailure(code, mentioning: fragments)
            #expect(outcome.stdout.isEmpty, "\(arguments): \(outcome.stdout)")
        }
        #expect(try rushday.dump() == before)
    }

    /// Six processes add an expense each at once: each gets its own number, none is lost.
    @Test func racingAddsNeverShareANumber() throws {
        let rushday = try ExpensesEvent.owned()
        let outcomes = try rushday.runAtOnce((1...6).map { index in
            ["expenses", "add", "gala", "\(index)", "--category", "venue", "--payee", "Hall", "--paid-by", "ada@example.org"]
        })
        for outcome in outcomes { #expect(outcome.status == 0, "\(outcome.stderr)") }
        let list = try #require(try ExpensesEvent.json(rushday, ["expenses", "list", "gala"]) as? [[String: Any]])
        #expect(list.map { $0["number"] as? Int } == [1, 2, 3, 4, 5, 6])
        #expect(Set(list.compactMap { ExpensesEvent.amount($0["amount"]) }) == Set((1...6).map { "\($0).00" }))
    }
}
