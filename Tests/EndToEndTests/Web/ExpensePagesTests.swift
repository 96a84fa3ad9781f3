import Foundation
import Testing

/// Expenses in the organiser's browser, from the same use cases as `expenses add | show |
/// update | remove | budget | settle`: the split editor's parts checked as the command checks
/// them, each refusal beside its field with the store unchanged, the settle-up the command's;
/// staff are refused every page, as at the terminal.
@Suite struct ExpensePagesTests {
    @Test(arguments: Backend.allCases) func addSplitBySharesEditSettleAndRemove(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try rushday.signUp("bo@example.org", name: "Bo <Ray>")
        try rushday.logIn("ada@example.org")
        #expect(try rushday.run(["events", "members", "add", "gala", "bo@example.org", "--role", "organizer"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let form = try await browser.get("/events/gala/new-expense")
            #expect(form.status == 200 && form.body.contains("name=\"member-1\" value=\"bo@example.org\""), "\(form.body)")
            #expect(form.body.contains("Bo &lt;Ray&gt; (bo@example.org)") && form.body.contains("<option value=\"ada@example.org\" selected=\"selected\">"))
            let typed = ["amount": "90.00", "category": "venue", "payee": "Hall <Ltd>", "paid-by": "ada@example.org", "split": "shares",
                         "member-0": "ada@example.org", "member-1": "bo@example.org", "in-0": "on", "in-1": "on", "part-0": "2", "part-1": "",
                         "date": "2027-06-01", "note": "", "currency": "", "rate": ""]
            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let missing = try await browser.post("/events/gala/new-expense", typed)
            #expect(missing.status == 422 && missing.body.contains("id=\"among-error\"") && missing.body.contains("has no part"), "\(missing.body)")
            #expect(missing.body.contains("value=\"Hall &lt;Ltd&gt;\""), "what was typed is kept")
            let exact = try await browser.post("/events/gala/new-expense", typed.merging(["split": "exact", "part-0": "50", "part-1": "30"]) { $1 })
            #expect(exact.status == 422 && exact.body.contains("id=\"among-error\""), "exact parts that fall short: \(exact.body)")
            let badAmount = try await browser.post("/events/gala/new-expense", typed.merging(["amount": "-5", "part-1": "1"]) { $1 })
            #expect(badAmount.status == 422 && badAmount.body.contains("id=\"amount-error\""))
            #expect(try await browser.post("/events/gala/new-expense", typed.merging(["part-1": "1"]) { $1 }, csrf: false).status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before, "a refusal changed the store")

            let added = try await browser.post("/events/gala/new-expense", typed.merging(["part-1": "1"]) { $1 })
            #expect(added.status == 303 && added.header("Location") == "/events/gala/expenses/1?done=added", "\(added.body)")
            let shown = try ConfEvent.json(try rushday.run(["expenses", "show", "gala", "1", "--format", "json"])) as? [String: Any]
            let shares = (shown?["shares"] as? [[String: Any]] ?? []).map { "\($0["member"] ?? "") \(($0["amount"] as? [String: Any])?["amount"] ?? "")" }
            #expect(shares == ["ada@example.org 60.00", "bo@example.org 30.00"], "\(String(describing: shown))")
            let page = try await browser.get("/events/gala/expenses/1?done=added")
            #expect(page.body.contains("Hall &lt;Ltd&gt;") && page.body.contains("href=\"/events/gala/expenses/1/edit\""))

            let list = try await browser.get("/events/gala/expenses/list")
            #expect(list.body.contains("href=\"/events/gala/expenses/list?format=csv\""), "\(list.body)")
            let csv = try await browser.get("/events/gala/expenses/list?format=csv")
            let exported = try rushday.run(["expenses", "export", "gala"]).stdout
            #expect(csv.body == exported, "the list's CSV is the export")
            let settle = try await browser.get("/events/gala/expenses/settle?format=json", accept: "application/json")
            #expect(settle.body == (try rushday.run(["expenses", "settle", "gala", "--format", "json"])).stdout, "the page's settle-up is the command's")
            let edit = try await browser.get("/events/gala/expenses/1/edit")
            #expect(edit.body.contains("value=\"90.00\"") && edit.body.contains("name=\"in-1\" value=\"on\" checked=\"checked\""), "\(edit.body)")
            let unchanged = try await browser.post("/events/gala/expenses/1/edit", typed.merging(["part-1": "1"]) { $1 })
            #expect(unchanged.header("Location") == "/events/gala/expenses/1?done=unchanged", "\(unchanged.status) \(unchanged.body)")
            let equal = try await browser.post("/events/gala/expenses/1/edit", typed.merging(["split": "equal", "part-1": "1"]) { $1 })
            #expect(equal.header("Location") == "/events/gala/expenses/1?done=updated", "\(equal.body)")

            let budget = try await browser.post("/events/gala/expenses/budget", ["category": "venue", "amount": "80"])
            #expect(budget.header("Location") == "/events/gala/expenses/budget?done=set")
            let refusedLine = try await browser.post("/events/gala/expenses/budget", ["category": "venue", "amount": "eighty"])
            #expect(refusedLine.status == 422 && refusedLine.body.contains("id=\"amount-error\""))
            let summary = try await browser.get("/events/gala/expenses")
            #expect(summary.status == 200 && summary.body.contains("venue") && summary.body.contains("href=\"/events/gala/new-expense\""))
            #expect(summary.body.contains("<svg class=\"meter\"") && summary.body.contains("aria-label=\"Spent 90.00 EUR of 80.00 EUR (112%)\""),
                    "the chart: each line's spending as a bar")
            #expect(summary.body.contains("<rect class=\"meter-fill\" width=\"100\""), "over its line, the bar is full")

            #expect(try await browser.get("/events/gala/expenses/1/remove").body.contains(">Remove the expense</button>"))
            let removed = try await browser.post("/events/gala/expenses/1/remove", [:])
            #expect(removed.header("Location") == "/events/gala/expenses?done=removed")
            #expect(try await browser.get("/events/gala/expenses/1").status == 404)
        }
    }

    @Test func staffAreRefusedEveryExpensePage() async throws {
        let rushday = try GalaEvent.withStaff()
        #expect(try rushday.run(["expenses", "add", "gala", "10", "--category", "venue", "--payee", "Hall", "--paid-by", "ada@example.org"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            for path in ["/events/gala/expenses", "/events/gala/expenses/list", "/events/gala/expenses/settle", "/events/gala/expenses/budget",
                         "/events/gala/new-expense", "/events/gala/expenses/1", "/events/gala/expenses/1/edit", "/events/gala/expenses/1/remove"] {
                #expect(try await browser.get(path).status == 403, "\(path)")
            }
            #expect(try await browser.post("/events/gala/expenses/1/remove", [:]).status == 403)
            #expect(try await browser.post("/events/gala/expenses/budget", ["category": "venue", "amount": "5"]).status == 403)
        }
        #expect(try rushday.run(["expenses", "list", "gala", "--format", "json"]).stdout.contains("\"payee\""))
    }
}
