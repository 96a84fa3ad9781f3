import Foundation
import HTTPTypes
import Hummingbird
import Testing

/// The door in a browser: a door link becomes a cookie that opens its event's door pages
/// and nothing else; scans answer as the page or as `tickets checkin`'s JSON; a revoked link is
/// refused at once on every door route; the offline upload takes its form token in a header.
@Suite struct DoorPageTests {
    /// A ticketed gala with two tickets and a door link, `/d/SECRET`.
    static func door(name: String = "door-1") throws -> (rushday: RushDayProcess, path: String, codes: [String]) {
        let rushday = try TicketedGala.owned()
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Ann Lee", "--count", "2"]).status == 0)
        let added = try rushday.run(["tickets", "door", "add", "gala", name, "--public-url", "http://door.test"])
        #expect(added.status == 0, "\(added.stderr)")
        let link = try #require(added.stdout.split(separator: "\n").first { $0.hasPrefix("http://door.test/d/") })
        return (rushday, String(link.dropFirst("http://door.test".count)), try TicketedGala.codes(rushday))
    }

    static let json: HTTPFields = [.accept: "application/json"]

    @Test func aDoorLinkIsACookieForItsEventsDoorPagesOnly() async throws {
        let (rushday, path, _) = try Self.door()
        let site = WebTestSite(rushday: rushday)
        try await site.visit { browser in
            let opened = try await browser.get(path)
            #expect(opened.status == 303)
            #expect(opened.header("Location") == "/events/gala/door")
            let cookie = try #require(opened.setCookies.first { $0.hasPrefix("rushday_door=") })
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Path=/") && cookie.contains("Max-Age="))
            let page = try await browser.get("/events/gala/door")
            #expect(page.status == 200)
            #expect(page.body.contains("data-door=\"/events/gala/door\"") && page.body.contains("data-device=\"door-1\""))
            #expect(page.body.contains("data-door-scan=\"\"") && page.body.contains("inputmode=\"none\""))
            for other in ["/events/gala", "/events/gala/tickets", "/events/gala/conflicts", "/events"] {
                let refused = try await browser.get(other)
                #expect(refused.status == 303 && refused.header("Location")?.hasPrefix("/signin") == true, "\(other)")
            }
        }
        #expect(site.log.all.contains { $0.contains("GET /d/[redacted] 303") }, "\(site.log.all)")
        #expect(!site.log.all.joined().contains(String(path.dropFirst(3))))
    }

    @Test func aScanAnswersWithThePageOrTheCommandsJSON() async throws {
        let (rushday, path, codes) = try Self.door()
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get(path)
            _ = try await browser.get("/events/gala/door")
            let admitted = try await browser.post("/events/gala/door/scan", ["code": codes[0]], headers: Self.json)
            #expect(admitted.status == 200)
            #expect(admitted.body.contains("\"result\" : \"admitted\"") && admitted.body.contains("\"holder\" : \"Ann Lee\""), "\(admitted.body)")
            let again = try await browser.post("/events/gala/door/scan", ["code": codes[0], "admitted": "4", "refused": "1"])
            #expect(again.body.contains("class=\"door-result door-refused\""))
            #expect(again.body.contains("already checked in at") && again.body.contains("by door-1"))
            #expect(again.body.contains("4 admitted · 2 refused"), "the count the form carried, and this scan")
            let exit = try await browser.post("/events/gala/door/scan", ["code": codes[0], "direction": "exit"])
            #expect(exit.body.contains("class=\"door-result door-exited\"") && exit.body.contains(">EXIT<"))
            let unsigned = try await browser.post("/events/gala/door/scan", ["code": codes[1]], csrf: false, headers: Self.json)
            #expect(unsigned.status == 403)
            let found = try await browser.get("/events/gala/door/search?q=ann", accept: "application/json")
            #expect(found.body.contains("\"matches\"") && found.body.contains("Ann Lee"))
            let list = try await browser.get("/events/gala/door/list", accept: "application/json")
            #expect(list.body.contains("\"publicKey\"") && list.body.contains("\"tickets\""))
        }
    }

    @Test func aRevokedDoorLinkIsRefusedAtOnceOnEveryDoorRoute() async throws {
        let (rushday, path, codes) = try Self.door()
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get(path)
            #expect(try await browser.get("/events/gala/door").status == 200)
            #expect(try rushday.run(["tickets", "door", "revoke", "gala", "door-1"]).status == 0)
            let page = try await browser.get("/events/gala/door")
            #expect(page.status == 403 && page.body.contains("This door link is not valid any more"))
            let list = try await browser.get("/events/gala/door/list", accept: "application/json")
            #expect(list.status == 403 && list.body.contains("\"code\":\"forbidden\""))
            let scan = try await browser.post("/events/gala/door/scan", ["code": codes[0]], headers: Self.json)
            #expect(scan.status == 403)
            #expect(try await browser.get(path).status == 404, "the link itself opens nothing any more")
        }
    }

    /// The server keeps a door link's door between its scans (`OpenDoors`): the link still
    /// decides each scan at once, and what the door was opened from (the event's ticket types)
    /// is read again once the store's watch tells of another program's change to it.
    @Test func aKeptDoorHearsOfNewTypesAndItsLinkStillDecidesAtOnce() async throws {
        let (rushday, path, codes) = try Self.door()
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get(path)
            _ = try await browser.get("/events/gala/door")
            let first = try await browser.post("/events/gala/door/scan", ["code": codes[0]], headers: Self.json)
            #expect(first.status == 200 && first.body.contains("\"type\" : \"regular\""), "\(first.body)")

            #expect(try rushday.run(["tickets", "types", "add", "gala", "VIP", "--price", "0"]).status == 0)
            #expect(try rushday.run(["tickets", "issue", "gala", "--type", "vip", "--name", "Vera Vip"]).status == 0)
            let vip = try #require(try TicketedGala.codes(rushday, type: "vip").first)
            var named = false
            var last = ""
            for attempt in 0..<600 where !named {
                let scan = try await browser.post("/events/gala/door/scan", ["code": vip, "direction": attempt % 2 == 0 ? "entry" : "exit"],
                                                  headers: Self.json)
                #expect(scan.status == 200, "\(scan.body)")
                last = scan.body
                named = scan.body.contains("\"holder\" : \"Vera Vip\"") && scan.body.contains("\"type\" : \"vip\"")
                if !named { try await Task.sleep(for: .milliseconds(100)) }
            }
            #expect(named, "the kept door never learnt of the new type: \(last)")

            #expect(try rushday.run(["tickets", "door", "revoke", "gala", "door-1"]).status == 0)
            let revoked = try await browser.post("/events/gala/door/scan", ["code": codes[1]], headers: Self.json)
            #expect(revoked.status == 403, "\(revoked.body)")
        }
    }

    @Test func theOfflineUploadTakesItsTokenInAHeaderAndRecordsEachScanOnce() async throws {
        let (rushday, path, codes) = try Self.door()
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.get(path)
            _ = try await browser.get("/events/gala/door")
            let body = "{\"scans\":[{\"nonce\":\"n0nce-aaaaaaaaaaaaaaaa\",\"code\":\"\(codes[1])\",\"direction\":\"entry\","
                + "\"at\":\"\(Date().addingTimeInterval(-60).formatted(Date.ISO8601FormatStyle(includingFractionalSeconds: true)))\"}]}"
            var headers: HTTPFields = [.contentType: "application/json", .accept: "application/json"]
            let unsigned = try await browser.send("/events/gala/door/sync", method: .post, headers: headers, body: ByteBuffer(string: body))
            #expect(unsigned.status == 403)
            headers[try #require(HTTPField.Name("X-CSRF-Token"))] = browser.formToken
            let first = try await browser.send("/events/gala/door/sync", method: .post, headers: headers, body: ByteBuffer(string: body))
            #expect(first.status == 200 && first.body.contains("\"recorded\" : 1"), "\(first.body)")
            let again = try await browser.send("/events/gala/door/sync", method: .post, headers: headers, body: ByteBuffer(string: body))
            #expect(again.body.contains("\"duplicates\" : 1") && again.body.contains("\"recorded\" : 0"), "\(again.body)")
        }
    }

    @Test func linksThatOpenNoDoorAre404AndCountAgainstTheAddressButTheDoorsOwnLinkOpens() async throws {
        let (rushday, path, _) = try Self.door()
        try await WebTestSite(rushday: rushday).visit { browser in
            for _ in 0..<20 {
                let guessed = try await browser.get("/d/" + GuestLinks.secret())
                #expect(guessed.status == 404 && guessed.body.contains("Link not valid"))
            }
            let throttled = try await browser.get("/d/" + GuestLinks.secret())
            #expect(throttled.status == 429)
            let door = try await browser.get(path)
            #expect(door.status == 303 && door.header("Location") == "/events/gala/door", "a guesser on the venue's network never shuts the door")
        }
    }
}
