import Foundation
import HTTPTypes
import Synchronization
import Testing

/// A volunteer's check-in code, on both stores: the one on their page (a QR code per person of
/// the household on a shift), scanned at the event's door page by a door link or a member, and
/// by `rushday shifts scan`. Entry checks them in to their shift once its check-in opens, exit
/// checks them out; every refusal leaves the store as it was.
@Suite struct VolunteerDoorScanTests {
    typealias Links = VolunteerLinks
    static let json: HTTPFields = [.accept: "application/json"]

    /// The gala of `VolunteerLinks.gala`, with shift #7 "Now bar" starting 30 minutes from now
    /// (Cleo on it) and #8 "Later bar" starting in 5 hours (Ann on it); a door link; and the
    /// codes on Cleo's and the Smiths' pages, by name.
    static func gala(backend: Backend) async throws -> (rushday: RushDayProcess, door: String, codes: [String: String]) {
        let rushday = try Links.gala(backend: backend)
        let wall = { (minutes: Double) in Links.berlin(Date().addingTimeInterval(minutes * 60), "yyyy-MM-dd'T'HH:mm") }
        for arguments in [["add", "gala", "Now bar", "--starts", wall(30), "--ends", wall(180), "--need", "Bar=1"],
                          ["add", "gala", "Later bar", "--starts", wall(300), "--ends", wall(360), "--need", "Bar=1"],
                          ["assign", "gala", "7", "3"], ["assign", "gala", "8", "1"]] {
            try Links.run(rushday, ["shifts"] + arguments)
        }
        let added = try rushday.run(["tickets", "door", "add", "gala", "door-1", "--public-url", "http://door.test"])
        #expect(added.status == 0, "\(added.stderr)")
        let door = try #require(added.stdout.split(separator: "\n").first { $0.hasPrefix("http://door.test/d/") }).dropFirst("http://door.test".count)
        let pages = [try Links.make(rushday, "3"), try Links.make(rushday, "1")]
        let codes = Mutex<[String: String]>([:])
        try await WebTestSite(rushday: rushday).visit { browser in
            for path in pages {
                let page = try await browser.get(path)
                #expect(page.status == 200)
                for pass in page.body.matches(of: /<article class="ticket-card volunteer-pass" data-member="\d+" data-code="([^"]*)"><p class="ticket-holder">([^<]*)<\/p><div class="ticket-qr"><svg/) {
                    codes.withLock { $0[String(pass.2)] = String(pass.1) }
                }
            }
        }
        return (rushday, String(door), codes.withLock { $0 })
    }

    /// The code with one character of its signature changed, still Base45: a triplet's least
    /// significant character moved down by one (up from the first), so it stays at most 65535.
    static func tampered(_ code: String, at index: Int = 94) -> String {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:")
        var characters = Array(code)
        let position = alphabet.firstIndex(of: characters[index]) ?? 0
        characters[index] = alphabet[position == 0 ? 1 : position - 1]
        return String(characters)
    }

    /// Who is checked in to `shift` and not out, and who checked out, by number.
    static func attendance(_ rushday: RushDayProcess, _ shift: Int) throws -> (inside: [Int], out: [Int]) {
        let outcome = try rushday.run(["shifts", "show", "gala", String(shift), "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any], "\(outcome.stderr)")
        let people = (object["roles"] as? [[String: Any]] ?? []).flatMap { $0["volunteers"] as? [[String: Any]] ?? [] }
        let number = { (person: [String: Any]) in person["number"] as? Int ?? 0 }
        return (people.filter { $0["checkedIn"] is String && !($0["checkedOut"] is String) }.map(number),
                people.filter { $0["checkedOut"] is String }.map(number))
    }

    /// The page shows a code for each of the household on a live shift only: Cleo alone on #7;
    /// of the Smiths, Ann (on #8), not Bob (on none). Each is a QR code labelled with the name.
    @Test(arguments: Backend.allCases) func thePageShowsACodeForEachPersonOnAShift(backend: Backend) async throws {
        let (_, _, codes) = try await Self.gala(backend: backend)
        #expect(Set(codes.keys) == ["Cleo Park", "Ann Smith"], "\(codes.keys)")
        for (name, code) in codes {
            #expect(code.count == 151 && code.hasPrefix("RV1:"), "\(name): \(code)")
            #expect(code.allSatisfy { "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".contains($0) }, "\(name): \(code)")
        }
        #expect(codes["Cleo Park"] != codes["Ann Smith"])
    }

    /// The door link scans Cleo in (JSON for the script), refuses a second entry and a forged
    /// code with the store unchanged, and checks her out (the page without script); Ann's shift
    /// is hours away, so her code is refused naming it; Pia's, of another event, is refused.
    @Test(arguments: Backend.allCases) func theDoorChecksAVolunteerInAndOutByTheirCode(backend: Backend) async throws {
        let (rushday, door, codes) = try await Self.gala(backend: backend)
        let cleo = try #require(codes["Cleo Park"])
        let ann = try #require(codes["Ann Smith"])
        try await WebTestSite(rushday: rushday).visit { browser in
            #expect(try await browser.get(door).status == 303)
            #expect(try await browser.get("/events/gala/door").status == 200)

            let scanned = try await browser.post("/events/gala/door/scan", ["code": cleo], headers: Self.json)
            #expect(scanned.status == 200, "\(scanned.body)")
            let answer = try #require(try JSONSerialization.jsonObject(with: Data(scanned.body.utf8)) as? [String: Any], "\(scanned.body)")
            #expect(Set(answer.keys) == ["kind", "result", "volunteer", "name", "shift", "title", "role", "at"], "\(answer)")
            #expect(answer["kind"] as? String == "volunteer" && answer["result"] as? String == "checked-in", "\(answer)")
            #expect(answer["name"] as? String == "Cleo Park" && answer["shift"] as? Int == 7 && answer["role"] as? String == "Bar", "\(answer)")
            #expect(try Self.attendance(rushday, 7) == ([3], []))

            let before = try Links.dump(rushday)
            let refusals = [(cleo, "already"), (Self.tampered(cleo), "not genuine"), (ann, "the next shift of 'Ann Smith', #8 Later bar"),
                            ("RV1:" + String(cleo.dropFirst(4).dropLast(3)), "not a whole volunteer's check-in code"),
                            ("RV9:" + cleo.dropFirst(4), "later version")]
            for (code, reason) in refusals {
                let refused = try await browser.post("/events/gala/door/scan", ["code": code], headers: Self.json)
                #expect(refused.status == 422 && refused.body.contains(reason), "\(reason): \(refused.status) \(refused.body)")
                let page = try await browser.post("/events/gala/door/scan", ["code": code, "admitted": "2", "refused": "1"])
                #expect(page.status == 422 && page.body.contains("door-refused") && page.body.contains("2 admitted · 2 refused"), "\(reason): \(page.status)")
            }
            #expect(try Links.dump(rushday) == before, "a refused scan changed the store")

            let out = try await browser.post("/events/gala/door/scan", ["code": cleo, "direction": "exit", "admitted": "2", "refused": "0"])
            #expect(out.status == 200 && out.body.contains("door-exited") && out.body.contains(">OFF SHIFT<"), "\(out.status)")
            #expect(out.body.contains("Checked out Cleo Park of shift #7 Now bar, as Bar"))
            #expect(out.body.contains("2 admitted · 0 refused"), "a volunteer counts neither way")
            #expect(try Self.attendance(rushday, 7) == ([], [3]))
            let again = try await browser.post("/events/gala/door/scan", ["code": cleo, "direction": "exit"], headers: Self.json)
            #expect(again.status == 422 && again.body.contains("is not checked in to any shift"), "\(again.body)")

            let unsigned = try await browser.post("/events/gala/door/scan", ["code": cleo], csrf: false, headers: Self.json)
            #expect(unsigned.status == 403)
        }
    }

    /// Another event's volunteer code, and a door of another event: neither checks anyone in.
    @Test(arguments: Backend.allCases) func aCodeWorksAtItsOwnEventsDoorOnly(backend: Backend) async throws {
        let (rushday, door, codes) = try await Self.gala(backend: backend)
        let cleo = try #require(codes["Cleo Park"])
        let wall = Links.berlin(Date().addingTimeInterval(600), "yyyy-MM-dd'T'HH:mm")
        let later = Links.berlin(Date().addingTimeInterval(7200), "yyyy-MM-dd'T'HH:mm")
        try Links.run(rushday, ["shifts", "add", "party", "Party now", "--starts", wall, "--ends", later, "--need", "Bar=1"])
        try Links.run(rushday, ["shifts", "assign", "party", "2", "1"])
        let pia = try Links.make(rushday, "1", event: "party")
        let site = WebTestSite(rushday: rushday)
        let code = Mutex("")
        try await site.visit { browser in
            let page = try await browser.get(pia)
            let found = String(try #require(page.body.firstMatch(of: /data-code="([^"]*)"/)).1)
            code.withLock { $0 = found }
        }
        let piaCode = code.withLock { $0 }
        let before = try Links.dump(rushday)
        try await site.visit { [piaCode] browser in
            _ = try await browser.get(door)
            _ = try await browser.get("/events/gala/door")
            let foreign = try await browser.post("/events/gala/door/scan", ["code": piaCode], headers: Self.json)
            #expect(foreign.status == 422 && foreign.body.contains("a volunteer's code for another event"), "\(foreign.body)")
            let elsewhere = try await browser.post("/events/party/door/scan", ["code": cleo], headers: Self.json)
            #expect(elsewhere.status == 401, "a door link opens its own event's door only: \(elsewhere.status)")
        }
        #expect(try Links.dump(rushday) == before, "a refused scan changed the store")
    }

    /// `rushday shifts scan`: the same rule at a terminal, for members only; JSON and CSV carry
    /// the door's keys; a refusal exits 65 with one line and changes nothing.
    @Test(arguments: Backend.allCases) func theCommandScansAsTheDoorDoes(backend: Backend) async throws {
        let (rushday, _, codes) = try await Self.gala(backend: backend)
        let cleo = try #require(codes["Cleo Park"])
        let before = try Links.dump(rushday)
        for (code, reason) in [(Self.tampered(cleo), "rushday: code: not genuine: its signature does not match\n"),
                               ("RT1:" + cleo.dropFirst(4), "rushday: code: not a volunteer's check-in code\n")] {
            let refused = try rushday.run(["shifts", "scan", "gala", code])
            #expect(refused.status == 65 && refused.stderr == reason && refused.stdout.isEmpty, "\(refused.status) \(refused.stderr)")
        }
        let exit = try rushday.run(["shifts", "scan", "gala", cleo, "--exit"])
        #expect(exit.status == 65 && exit.stderr == "rushday: volunteer: 'Cleo Park' is not checked in to any shift\n", "\(exit.stderr)")
        #expect(try Links.dump(rushday) == before, "a refused scan changed the store")

        let scanned = try rushday.run(["shifts", "scan", "gala", cleo])
        #expect(scanned.status == 0 && scanned.stdout.contains("Checked in Cleo Park to shift #7 Now bar, as Bar"), "\(scanned.stdout) \(scanned.stderr)")
        let log = try #require(try JSONSerialization.jsonObject(with: Data(try rushday.run(["events", "log", "gala", "--format", "json"]).stdout.utf8)) as? [[String: Any]])
        #expect(log.last?["action"] as? String == "volunteer.check-in" && log.last?["actor"] as? String == "ada@example.org", "\(log.suffix(2))")
        let csv = try rushday.run(["shifts", "scan", "gala", cleo, "--exit", "--format", "csv"])
        let rows = ShiftsFlowTests.csvRows(csv.stdout)
        #expect(rows.first == ["kind", "result", "volunteer", "name", "shift", "title", "role", "at"], "\(csv.stdout) \(csv.stderr)")
        #expect(Array((rows.last ?? []).prefix(7)) == ["volunteer", "checked-out", "3", "Cleo Park", "7", "Now bar", "Bar"], "\(rows)")
        #expect(try Self.attendance(rushday, 7) == ([], [3]))

        try rushday.signUp("eve@example.org")
        let stranger = try rushday.run(["shifts", "scan", "gala", cleo])
        #expect(stranger.status != 0 && stranger.stderr.contains("gala"), "a non-member: \(stranger.status) \(stranger.stderr)")
    }
}
