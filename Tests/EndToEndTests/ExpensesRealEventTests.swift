import Foundation
import Testing

/// A realistic event through the built binary: four budget lines, ten expenses split every way
/// (one paid in dollars), seven accepted heads; `summary`, `settle` and the dashboard against
/// values worked out by hand below.
@Suite struct ExpensesRealEventTests {
    @Test func budgetTenExpensesSummaryAndSettleMatchTheHandWorkedFigures() throws {
        let rushday = try ExpensesEvent.owned()
        for (category, amount) in [("venue", "2000"), ("catering", "1500"), ("decor", "400"), ("music", "600")] {
            #expect(try rushday.run(["expenses", "budget", "set", "gala", category, amount]).status == 0)
        }
        // Members in email order: ada, bob, cara, dan (the default split is among all four).
        let expenses: [[String]] = [
            ["1200", "--category", "venue", "--payee", "Town Hall", "--paid-by", "ada@example.org"],            // 300 each
            ["800", "--category", "venue", "--payee", "Town Hall", "--paid-by", "bob@example.org"],             // 200 each
            ["1000", "--category", "catering", "--payee", "Chez Paul", "--paid-by", "cara@example.org", "--split", "shares",
             "--among", "ada@example.org=1", "--among", "bob@example.org=1", "--among", "cara@example.org=2",
             "--among", "dan@example.org=1"],                                                                    // 200 200 400 200
            ["100", "--category", "catering", "--payee", "Bakery", "--paid-by", "dan@example.org",
             "--among", "ada@example.org", "--among", "bob@example.org", "--among", "cara@example.org"],        // 33.34 33.33 33.33
            ["250.50", "--category", "decor", "--payee", "Florist", "--paid-by", "ada@example.org", "--split", "exact",
             "--among", "ada@example.org=100.50", "--among", "bob@example.org=150"],                            // 100.50 150
            // 120.25 USD at 0.9 = 108.225 EUR: half to even gives 108.22 (half up would give 108.23);
            // 108.22 / 4 = 27.055: ada and bob 27.06, cara and dan 27.05.
            ["120.25", "--category", "decor", "--payee", "Lights Inc", "--paid-by", "bob@example.org", "--currency", "USD", "--rate", "0.9"],
            ["600", "--category", "music", "--payee", "DJ", "--paid-by", "cara@example.org"],                  // 150 each
            ["45", "--category", "music", "--payee", "Cables", "--paid-by", "dan@example.org", "--split", "shares",
             "--among", "dan@example.org=2", "--among", "ada@example.org=1"],                                  // ada 15, dan 30
            ["80", "--category", "other", "--payee", "Taxi", "--paid-by", "ada@example.org",
             "--among", "bob@example.org", "--among", "dan@example.org"],                                      // 40 40
            ["430.10", "--category", "catering", "--payee", "Drinks", "--paid-by", "bob@example.org", "--split", "exact",
             "--among", "ada@example.org=100", "--among", "bob@example.org=100", "--among", "cara@example.org=115.05",
             "--among", "dan@example.org=115.05"],
        ]
        for (offset, arguments) in expenses.enumerated() {
            let added = try #require(try ExpensesEvent.json(rushday, ["expenses", "add", "gala"] + arguments + ["--date", "2027-06-01"])
                as? [String: Any])
            #expect(added["number"] as? Int == offset + 1)
        }
        let dollars = try #require(try ExpensesEvent.json(rushday, ["expenses", "show", "gala", "6"]) as? [String: Any])
        #expect(ExpensesEvent.amount(dollars["amount"]) == "108.22")
        #expect((dollars["original"] as? [String: Any])?["rate"] as? String == "0.9")
        #expect((dollars["shares"] as? [[String: Any]])?.map { ExpensesEvent.amount($0["amount"]) } == ["27.06", "27.06", "27.05", "27.05"])

        // Seven accepted heads: Ann with two, Bo with three; Cy only invited.
        for (name, party) in [("Ann", "2"), ("Bo", "3"), ("Cy", "4")] {
            #expect(try rushday.run(["guests", "add", "gala", name, "--party", party]).status == 0)
        }
        for guest in ["ann", "bo"] { #expect(try rushday.run(["guests", "rsvp", "gala", guest, "accepted"]).status == 0) }

        let summary = try #require(try ExpensesEvent.json(rushday, ["expenses", "summary", "gala"]) as? [String: Any])
        // venue 1200 + 800 = 2000.00 of 2000; catering 1000 + 100 + 430.10 = 1530.10 of 1500 (over);
        // decor 250.50 + 108.22 = 358.72 of 400; music 600 + 45 = 645.00 of 600 (over); other 80, no line.
        let categories = try #require(summary["categories"] as? [[String: Any]])
        #expect(categories.map { $0["category"] as? String } == ["catering", "decor", "music", "other", "venue"])
        #expect(categories.map { ExpensesEvent.amount($0["spent"]) } == ["1530.10", "358.72", "645.00", "80.00", "2000.00"])
        #expect(categories.map { ExpensesEvent.amount($0["remaining"]) } == ["-30.10", "41.28", "-45.00", nil, "0.00"])
        #expect(categories.map { $0["overBudget"] as? Bool } == [true, false, true, false, false])
        // 4613.82 spent of the event's 5000 budget; 4613.82 / 7 heads = 659.117... -> 659.12.
        #expect(ExpensesEvent.amount(summary["spent"]) == "4613.82")
        #expect(ExpensesEvent.amount(summary["budget"]) == "5000.00")
        #expect(ExpensesEvent.amount(summary["budgetLines"]) == "4500.00")
        #expect(ExpensesEvent.amount(summary["remaining"]) == "386.18")
        #expect(summary["linesOverBudget"] is NSNull)
        #expect((summary["heads"] as? [String: Any])?["accepted"] as? Int == 7)
        #expect(ExpensesEvent.amount(summary["costPerHead"]) == "659.12")

        // Paid: ada 1200 + 250.50 + 80 = 1530.50; bob 800 + 108.22 + 430.10 = 1338.32; cara 1600; dan 145.
        // Owed: ada 300+200+200+33.34+100.50+27.06+150+15+100 = 1125.90;
        //       bob 300+200+200+33.33+150+27.06+150+40+100 = 1200.39;
        //       cara 300+200+400+33.33+27.05+150+115.05 = 1225.43;
        //       dan 300+200+200+27.05+150+30+40+115.05 = 1062.10.
        // Net: ada +404.60, bob +137.93, cara +374.57, dan -917.10: Dan pays the largest first.
        let settle = try #require(try ExpensesEvent.json(rushday, ["expenses", "settle", "gala"]) as? [String: Any])
        let balances = try #require(settle["balances"] as? [[String: Any]])
        #expect(balances.map { $0["member"] as? String } == ["ada@example.org", "bob@example.org", "cara@example.org", "dan@example.org"])
        #expect(balances.map { ExpensesEvent.amount($0["paid"]) } == ["1530.50", "1338.32", "1600.00", "145.00"])
        #expect(balances.map { ExpensesEvent.amount($0["owed"]) } == ["1125.90", "1200.39", "1225.43", "1062.10"])
        #expect(balances.map { ExpensesEvent.amount($0["net"]) } == ["404.60", "137.93", "374.57", "-917.10"])
        let transfers = try #require(settle["transfers"] as? [[String: Any]])
        #expect(transfers.map { "\($0["from"] as? String ?? "") > \($0["to"] as? String ?? ""): \(ExpensesEvent.amount($0["amount"]) ?? "")" } == [
            "dan@example.org > ada@example.org: 404.60",
            "dan@example.org > cara@example.org: 374.57",
            "dan@example.org > bob@example.org: 137.93",
        ])
        let plan = try rushday.run(["expenses", "settle", "gala", "--format", "csv"])
        #expect(plan.stdout == """
            from,to,amount,currency
            dan@example.org,ada@example.org,404.60,EUR
            dan@example.org,cara@example.org,374.57,EUR
            dan@example.org,bob@example.org,137.93,EUR

            """)

        let show = try #require(try ExpensesEvent.json(rushday, ["events", "show", "gala"]) as? [String: Any])
        let budget = try #require((show["dashboard"] as? [[String: Any]])?.first { $0["key"] as? String == "budget" })
        #expect((budget["items"] as? [[String: String]])?.map { "\($0["label"]!): \($0["value"]!)" } == [
            "Budget: 5,000.00 EUR", "Spent: 4,613.82 EUR", "Remaining: 386.18 EUR", "Cost per head: 659.12 EUR",
        ])

        let screen = try rushday.run(["expenses", "summary", "gala"])
        #expect(screen.stdout.contains("catering  1,500.00 EUR  1,530.10 EUR"), "\(screen.stdout)")
        #expect(screen.stdout.contains("####################"))
        #expect(screen.stdout.contains("Cost per head: 659.12 EUR (7 accepted heads)"))
        #expect(!screen.stdout.contains("\u{1B}["), "no colour without a terminal")
    }
}
