import Foundation
import Testing

/// Tickets and doors in the organiser's browser, from the same use cases as `tickets issue |
/// show | cancel | send | sheet` and `tickets door add | list | revoke`: the quota holds on the
/// web as at the terminal, a refusal is drawn beside its field with the store unchanged, a door's
/// link is shown once with its QR code and opens the door, and staff are refused what they may
/// not do.
@Suite struct TicketPagesTests {
    @Test(arguments: Backend.allCases) func issueByNameUpToTheQuotaThenCancel(backend: Backend) async throws {
        let rushday = try TicketedGala.owned(quota: 3, backend: backend)
        #expect(try rushday.run(["guests", "add", "gala", "Ann Lee", "--email", "ann@example.org", "--party", "1"]).status == 0)
        #expect(try rushday.run(["guests", "add", "gala", "Ann Lewis"]).status == 0)
        #expect(try rushday.run(["guests", "rsvp", "gala", "ann-lee", "accepted"]).status == 0)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let list = try await browser.get("/events/gala/tickets")
            #expect(list.body.contains("href=\"/events/gala/tickets/issue\"") && list.body.contains("href=\"/events/gala/doors\""))
            let form = try await browser.get("/events/gala/tickets/issue")
            #expect(form.status == 200 && form.body.contains(">Issue</button>") && form.body.contains("3 left"), "\(form.body)")

            let several = try await browser.post("/events/gala/tickets/issue", ["type": "regular", "guest": "ann"])
            #expect(several.status == 422 && several.body.contains("id=\"guest-error\"") && several.body.contains("ann-lewis"), "\(several.status) \(several.body)")
            let issued = try await browser.post("/events/gala/tickets/issue", ["type": "regular", "guest": "Ann Lee", "send": "on"])
            #expect(issued.status == 303 && issued.header("Location") == "/events/gala/tickets?done=issued&count=2&mailed=1", "\(issued.body)")
            #expect(try await browser.post("/events/gala/tickets/issue", ["type": "regular", "name": "Bo"]).status == 303)
            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let soldOut = try await browser.post("/events/gala/tickets/issue", ["type": "regular", "name": "Cy <i>", "count": ""])
            #expect(soldOut.status == 422 && soldOut.body.contains("id=\"type-error\"") && soldOut.body.contains("sold out"), "\(soldOut.body)")
            #expect(soldOut.body.contains("value=\"Cy &lt;i&gt;\""))
            let notNumber = try await browser.post("/events/gala/tickets/issue", ["type": "regular", "name": "Cy", "count": "2x"])
            #expect(notNumber.status == 422 && notNumber.body.contains("id=\"count-error\""))
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before, "a refusal changed the store")

            let reference = try #require(try references(rushday).first)
            let page = try await browser.get("/events/gala/tickets/\(reference)")
            #expect(page.status == 200 && page.body.contains("<svg") && page.body.contains("QR code of ticket \(reference)"), "\(page.body)")
            #expect(page.body.contains("href=\"/events/gala/tickets/\(reference)/cancel\""))
            let png = try await browser.get("/events/gala/tickets/\(reference)/qr.png")
            let file = rushday.root.appendingPathComponent("qr.png").path
            #expect(try rushday.run(["tickets", "show", reference, "--png", file]).status == 0)
            let written = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
            #expect(png.header("Content-Type") == "image/png" && png.raw == written, "the page's PNG is the command's")
            let svg = try await browser.get("/events/gala/tickets/\(reference)/qr.svg")
            #expect(svg.header("Content-Type") == "image/svg+xml" && svg.body.contains("<svg"), "\(svg.body.prefix(200))")
            let key = try await browser.get("/events/gala/tickets/key")
            #expect(key.header("Content-Disposition") == "attachment; filename=\"gala.key\"")
            let exported = try rushday.run(["tickets", "key", "export", "gala"]).stdout
            #expect(key.body == exported, "the key file is the command's")
            let sent = try await browser.post("/events/gala/tickets/\(reference)/send", [:])
            #expect(sent.header("Location") == "/events/gala/tickets/\(reference)?done=sent")
            let asks = try await browser.get("/events/gala/tickets/\(reference)/cancel")
            #expect(asks.status == 200 && asks.body.contains(">Cancel the ticket</button>"))
            #expect(try references(rushday, status: "cancelled").isEmpty, "asking cancels nothing")
            let cancelled = try await browser.post("/events/gala/tickets/\(reference)/cancel", [:])
            #expect(cancelled.header("Location") == "/events/gala/tickets?done=cancelled")
            #expect(try references(rushday, status: "cancelled") == [reference])
            #expect(try await browser.get("/events/gala/tickets/\(reference)/qr.png").status == 422, "a cancelled ticket has no QR code")
            let again = try await browser.post("/events/gala/tickets/\(reference)/cancel", [:])
            #expect(again.status == 422, "\(again.status) \(again.body)")
            #expect(try await browser.post("/events/gala/tickets/issue", ["type": "regular", "name": "Cy"]).status == 303, "the place is free again")

            let sheet = try await browser.get("/events/gala/tickets/sheet")
            #expect(sheet.status == 200 && sheet.header("Content-Disposition") == "attachment; filename=\"gala-tickets.html\"")
            #expect(sheet.body.contains("<svg") && !sheet.body.contains(reference), "the sheet holds the valid tickets only")
            #expect(try await browser.get("/events/gala/tickets/ZZZZZZZZ").status == 404)
        }
    }

    @Test(arguments: Backend.allCases) func aDoorIsMadeShownOnceAndRevoked(backend: Backend) async throws {
        let rushday = try TicketedGala.owned(backend: backend)
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Ann", "--count", "2"]).status == 0)
        let code = try #require(try TicketedGala.codes(rushday).first)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            let empty = try await browser.get("/events/gala/doors")
            #expect(empty.status == 200 && empty.body.contains(">Make the door link</button>"))
            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let badExpiry = try await browser.post("/events/gala/doors", ["name": "north", "expires": "soon"])
            #expect(badExpiry.status == 422 && badExpiry.body.contains("id=\"expires-error\""), "\(badExpiry.body)")
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before)
            let made = try await browser.post("/events/gala/doors", ["name": "north <gate>", "expires": ""])
            #expect(made.status == 200 && made.body.contains("id=\"door-qr\"") && made.body.contains("<svg"), "\(made.body)")
            let link = try #require(made.body.firstMatch(of: /http:\/\/[^\/"<]+(\/d\/[A-Za-z0-9_-]+)/))
            let taken = try await browser.post("/events/gala/doors", ["name": "north <gate>"])
            #expect(taken.status == 422 && taken.body.contains("id=\"name-error\""), "\(taken.body)")

            let door = WebBrowser(client: browser.client)
            #expect(try await door.get(String(link.output.1)).status == 303)
            #expect(try await door.get("/events/gala/door").status == 200)
            let scanned = try await door.post("/events/gala/door/scan", ["code": code], headers: [.accept: "application/json"])
            #expect(scanned.status == 200 && scanned.body.contains("\"admitted\""), "\(scanned.body)")
            let listed = try await browser.get("/events/gala/doors?format=json", accept: "application/json")
            let doors = try #require(try JSONSerialization.jsonObject(with: Data(listed.body.utf8)) as? [[String: Any]])
            #expect(doors.map { "\($0["name"] ?? "") \($0["state"] ?? "") \($0["admitted"] ?? "")" } == ["north <gate> open 1"], "\(listed.body)")

            let revoked = try await browser.post("/events/gala/doors/revoke", ["name": "north <gate>"])
            #expect(revoked.header("Location") == "/events/gala/doors?done=revoked")
            #expect(try await door.post("/events/gala/door/scan", ["code": code], headers: [.accept: "application/json"]).status == 403)
            let unknown = try await browser.post("/events/gala/doors/revoke", ["name": "south"])
            #expect(unknown.status == 404 && unknown.body.contains("id=\"revoke-name-error\""), "\(unknown.body)")
        }
    }

    @Test func staffSeeTicketsButManageNothing() async throws {
        let rushday = try GalaEvent.withStaff()
        #expect(try rushday.run(["tickets", "types", "add", "gala", "Regular", "--price", "10"]).status == 0)
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Ann"]).status == 0)
        let reference = try #require(try references(rushday).first)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("stan@example.org")
            let list = try await browser.get("/events/gala/tickets")
            #expect(list.status == 200 && !list.body.contains("href=\"/events/gala/tickets/issue\""))
            let page = try await browser.get("/events/gala/tickets/\(reference)")
            #expect(page.status == 200 && !page.body.contains("/cancel\""))
            for path in ["/events/gala/tickets/issue", "/events/gala/tickets/\(reference)/cancel", "/events/gala/doors", "/events/gala/tickets/sheet"] {
                #expect(try await browser.get(path).status == 403, "\(path)")
            }
            #expect(try await browser.post("/events/gala/tickets/issue", ["type": "regular", "name": "Bo"]).status == 403)
            #expect(try await browser.post("/events/gala/tickets/\(reference)/cancel", [:]).status == 403)
            #expect(try await browser.post("/events/gala/doors", ["name": "mine"]).status == 403)
        }
        #expect(try references(rushday).count == 1 && references(rushday, status: "cancelled").isEmpty)
    }

    private func references(_ rushday: RushDayProcess, status: String = "valid") throws -> [String] {
        let listed = try ConfEvent.json(try rushday.run(["tickets", "list", "gala", "--status", status, "--format", "json"])) as? [[String: Any]]
        return (listed ?? []).compactMap { $0["reference"] as? String }
    }
}
