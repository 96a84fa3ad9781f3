import Foundation
import Testing

/// Ticket types in the browser, from the same use cases as `tickets types` and `tickets pools`:
/// add, edit, remove and a pool's quota; each refusal drawn beside its field with the store
/// unchanged; staff read the types but are refused every form; no form without its token.
@Suite struct TicketTypePagesTests {
    @Test(arguments: Backend.allCases) func addEditAndRemoveATypeWithTheCommandsRules(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 100, backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let empty = try await browser.get("/events/gala/tickets/types")
            #expect(empty.status == 200 && empty.body.contains(">Add the type</button>"), "\(empty.body)")
            let added = try await browser.post("/events/gala/tickets/types", ["name": "Early <b>bird</b>", "price": "19.50", "quota": "3",
                                                                              "pool": "", "opens": "", "closes": "", "max-per-issue": ""])
            #expect(added.status == 303 && added.header("Location") == "/events/gala/tickets/types?done=added")
            let listed = try await browser.get("/events/gala/tickets/types?done=added")
            #expect(listed.body.contains("Early &lt;b&gt;bird&lt;/b&gt;") && !listed.body.contains("<b>bird"))
            #expect(listed.body.contains("href=\"/events/gala/tickets/types/early-b-bird-b\""), "\(listed.body)")

            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let badPrice = try await browser.post("/events/gala/tickets/types", ["name": "Regular", "price": "ten"])
            #expect(badPrice.status == 422 && badPrice.body.contains("id=\"price-error\""), "\(badPrice.body)")
            #expect(badPrice.body.contains("value=\"Regular\""), "what was typed is kept")
            let badQuota = try await browser.post("/events/gala/tickets/types", ["name": "Regular", "price": "10", "quota": "three"])
            #expect(badQuota.status == 422 && badQuota.body.contains("id=\"quota-error\""))
            let taken = try await browser.post("/events/gala/tickets/types", ["name": "Early <b>bird</b>", "price": "10"])
            #expect(taken.status == 422, "\(taken.status)")
            let unsigned = try await browser.post("/events/gala/tickets/types", ["name": "Regular", "price": "10"], csrf: false)
            #expect(unsigned.status == 403)
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before, "a refusal changed the store")

            #expect(try rushday.run(["tickets", "issue", "gala", "--type", "early-b-bird-b", "--name", "Ann", "--count", "2"]).status == 0)
            let edit = try await browser.get("/events/gala/tickets/types/early-b-bird-b")
            #expect(edit.status == 200 && edit.body.contains("value=\"19.50\"") && edit.body.contains(">Save the type</button>"), "\(edit.body)")
            let form = ["name": "Early <b>bird</b>", "price": "19.50", "quota": "3", "pool": "", "opens": "", "closes": "", "max-per-issue": "10"]
            let unchanged = try await browser.post("/events/gala/tickets/types/early-b-bird-b", form)
            #expect(unchanged.header("Location") == "/events/gala/tickets/types?done=unchanged")
            let below = try await browser.post("/events/gala/tickets/types/early-b-bird-b", form.merging(["quota": "1"]) { $1 })
            #expect(below.status == 422 && below.body.contains("id=\"quota-error\"") && below.body.contains("below the 2 tickets"), "\(below.body)")
            #expect(below.body.contains("value=\"1\""), "the typed quota is kept")
            let raised = try await browser.post("/events/gala/tickets/types/early-b-bird-b",
                                                form.merging(["quota": "", "price": "21", "pool": "seats"]) { $1 })
            #expect(raised.status == 404 && raised.body.contains("id=\"pool-error\""), "a pool must be set first: \(raised.status) \(raised.header("Location") ?? "") \(raised.body)")
            let pool = try await browser.post("/events/gala/tickets/pools", ["pool": "seats", "quota": "50"])
            #expect(pool.header("Location") == "/events/gala/tickets/types?done=pool")
            let saved = try await browser.post("/events/gala/tickets/types/early-b-bird-b", form.merging(["quota": "", "price": "21", "pool": "seats"]) { $1 })
            #expect(saved.header("Location") == "/events/gala/tickets/types?done=updated")
            let type = try #require(try types(rushday).first)
            #expect(type["quota"] is NSNull && type["pool"] as? String == "seats" && (type["price"] as? [String: Any])?["amount"] as? String == "21.00")

            let removal = try await browser.post("/events/gala/tickets/types/early-b-bird-b/remove", [:])
            #expect(removal.status == 422 && removal.body.contains("role=\"alert\""), "a type with tickets stays: \(removal.body)")
            #expect(try types(rushday).count == 1)
            #expect(try await browser.get("/events/gala/tickets/types/nosuch").status == 404)
        }
    }

    @Test func staffReadTheTypesButChangeNothing() async throws {
        let rushday = try GalaEvent.withStaff()
        #expect(try rushday.run(["tickets", "types", "add", "gala", "Regular", "--price", "10"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            let page = try await browser.get("/events/gala/tickets/types")
            #expect(page.status == 200 && page.body.contains("Regular") && !page.body.contains("action=\"/events/gala/tickets/types\""))
            #expect(try await browser.get("/events/gala/tickets/types/regular").status == 403)
            #expect(try await browser.post("/events/gala/tickets/types", ["name": "Free", "price": "0"]).status == 403)
            #expect(try await browser.post("/events/gala/tickets/types/regular/remove", [:]).status == 403)
            #expect(try await browser.post("/events/gala/tickets/pools", ["pool": "seats", "quota": "5"]).status == 403)
        }
        #expect(try types(rushday).count == 1)
    }

    private func types(_ rushday: RushDayProcess) throws -> [[String: Any]] {
        let listed = try ConfEvent.json(try rushday.run(["tickets", "types", "list", "gala", "--format", "json"])) as? [String: Any]
        return listed?["types"] as? [[String: Any]] ?? []
    }
}
