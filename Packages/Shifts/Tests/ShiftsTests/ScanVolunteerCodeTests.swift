import Domain
import DomainTestSupport
import Foundation
@testable import Shifts
import Testing

/// A volunteer's code scanned at the door (`ScanVolunteerCode`): entry checks them in to the
/// soonest shift whose check-in is open (from an hour before it starts until it ends, not
/// cancelled, not checked in yet), exit checks them out of the one they are on. Any member, or
/// a door link at its own event, may scan. Every refusal leaves the board as it was.
@Suite struct ScanVolunteerCodeTests {
    /// Vera (#1) and Walt (#2), both Bar; #1 "Bar" Friday 10:00-14:00 and #2 "Late bar" Friday
    /// 14:00-18:00 (Bar=2 each). Vera is on #1.
    static func fixture() async throws -> Fixture {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.shift("Late bar", "2026-07-10T14:00", "2026-07-10T18:00", needs: ["Bar=2"])
        try await fixture.volunteer("Vera", email: "vera@example.org")
        try await fixture.volunteer("Walt")
        try await fixture.assign("1", "1")
        return fixture
    }

    func now(_ fixture: Fixture) -> Date { fixture.dependencies.fixedClock.now() }

    // MARK: - Which shift an entry checks in to

    @Test func checkInOpensExactlyAnHourBeforeTheStart() async throws {
        let fixture = try await Self.fixture()
        let code = try await fixture.code(of: 1)
        try fixture.now("2026-07-10T08:59:59+02:00")
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "#1 Bar", "starts", "10:00", "check-in opens an hour before"]) {
            try await fixture.scan(code)
        }
        #expect(await fixture.seat(1, 1)?.checkedInAt == nil)

        try fixture.now("2026-07-10T09:00+02:00")
        let scan = try await fixture.scan(code)
        #expect(scan.direction == .entry && scan.at == now(fixture))
        #expect(scan.shift.number == 1 && scan.shift.title == "Bar" && scan.role == "Bar")
        #expect(scan.volunteer.number == 1 && scan.volunteer.name == "Vera")
        #expect(await fixture.seat(1, 1)?.checkedInAt == (try Fixture.instant("2026-07-10T07:00Z")))
        #expect(await fixture.seat(1, 1)?.checkedOutAt == nil)
    }

    @Test func checkInClosesWhenTheShiftEnds() async throws {
        let fixture = try await Self.fixture()
        let code = try await fixture.code(of: 1)
        try fixture.now("2026-07-10T14:00+02:00")
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "no shift to check in to now"]) { try await fixture.scan(code) }
        try fixture.now("2026-07-11T09:00+02:00")
        await expectRefused(fixture, field: "volunteer", words: ["no shift to check in to now"]) { try await fixture.scan(code) }

        try fixture.now("2026-07-10T13:59:59+02:00")
        #expect(try await fixture.scan(code).shift.number == 1, "a second before the end is still open")
        #expect(await fixture.seat(1, 1)?.checkedInAt == now(fixture))
    }

    /// Both of Vera's shifts are open for check-in from 13:00: the one starting sooner is taken
    /// (whatever order she was put on them in), then the other once the first is checked in.
    @Test func theSoonestOfTwoOpenShiftsIsTaken() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.shift("Late bar", "2026-07-10T14:00", "2026-07-10T18:00", needs: ["Bar=2"])
        try await fixture.volunteer("Vera")
        try await fixture.assign("2", "1")
        try await fixture.assign("1", "1")
        let code = try await fixture.code(of: 1)

        try fixture.now("2026-07-10T13:00+02:00")
        #expect(try await fixture.scan(code).shift.number == 1)
        #expect(await fixture.seat(2, 1)?.checkedInAt == nil)
        try fixture.now("2026-07-10T13:50+02:00")
        #expect(try await fixture.scan(code, .exit).shift.number == 1)
        try fixture.now("2026-07-10T13:55+02:00")
        #expect(try await fixture.scan(code).shift.number == 2)
        #expect(await fixture.seat(2, 1)?.checkedInAt == now(fixture))
        try fixture.now("2026-07-10T18:05+02:00")
        #expect(try await fixture.scan(code, .exit).shift.number == 2)
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 50 * 60 + (4 * 3600 + 10 * 60))
    }

    /// Vera was on #3 (12:00-15:00), cancelled, and is now on #2 (14:00-18:00), which overlaps
    /// it: #3 starts sooner and its times are open, but a cancelled shift is never taken, nor
    /// named as the next one. Walt is on the cancelled shift only.
    @Test func aCancelledShiftIsNeverTaken() async throws {
        let fixture = try await Self.fixture()
        try await fixture.shift("Early", "2026-07-10T12:00", "2026-07-10T15:00", needs: ["Bar=2"])
        try await fixture.unassign("1", "1")
        try await fixture.assign("3", "1")
        try await fixture.assign("3", "2")
        try await fixture.cancel("3")
        try await fixture.assign("2", "1")
        let (vera, walt) = (try await fixture.code(of: 1), try await fixture.code(of: 2))

        try fixture.now("2026-07-10T11:30+02:00")
        await expectRefused(fixture, field: "volunteer", words: ["'Walt'", "has no shift to check in to now"]) { try await fixture.scan(walt) }
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "#2 Late bar", "14:00"]) { try await fixture.scan(vera) }
        try fixture.now("2026-07-10T12:59:59+02:00")
        await expectRefused(fixture, field: "volunteer", words: ["#2 Late bar"]) { try await fixture.scan(vera) }

        try fixture.now("2026-07-10T13:00+02:00")
        await expectRefused(fixture, field: "volunteer", words: ["'Walt'", "has no shift to check in to now"]) { try await fixture.scan(walt) }
        #expect(try await fixture.scan(vera).shift.number == 2)
        #expect(await fixture.seat(3, 1)?.checkedInAt == nil)
        #expect(await fixture.seat(3, 2)?.checkedInAt == nil)
        #expect(await fixture.seat(2, 1)?.checkedInAt == now(fixture))
    }

    // MARK: - In, then out

    @Test func aSecondEntryIsRefusedAndAnExitChecksOut() async throws {
        let fixture = try await Self.fixture()
        let code = try await fixture.code(of: 1)
        try fixture.now("2026-07-10T09:30+02:00")
        try await fixture.scan(code)
        let checkedIn = now(fixture)

        try fixture.now("2026-07-10T09:45+02:00")
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "checked in to shift #1", "09:30", "already", "exit"]) {
            try await fixture.scan(code)
        }
        try fixture.now("2026-07-10T12:45+02:00")
        let scan = try await fixture.scan(code, .exit)
        #expect(scan.direction == .exit && scan.at == now(fixture) && scan.shift.number == 1 && scan.volunteer.number == 1)
        #expect(await fixture.seat(1, 1)?.checkedInAt == checkedIn, "the check-in stays")
        #expect(await fixture.seat(1, 1)?.checkedOutAt == now(fixture))
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 3 * 3600 + 15 * 60, "from 09:30 to 12:45")

        // Out once; and not in again to a shift worked already.
        try fixture.now("2026-07-10T13:00+02:00")
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "is not checked in to any shift"]) { try await fixture.scan(code, .exit) }
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "checked out of shift #1 already", "12:45"]) { try await fixture.scan(code) }
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 3 * 3600 + 15 * 60)
    }

    @Test func anExitWithNothingOpenIsRefused() async throws {
        let fixture = try await Self.fixture()
        let (vera, walt) = (try await fixture.code(of: 1), try await fixture.code(of: 2))
        try fixture.now("2026-07-10T10:30+02:00")
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "is not checked in to any shift"]) { try await fixture.scan(vera, .exit) }
        await expectRefused(fixture, field: "volunteer", words: ["'Walt'", "is not checked in to any shift"]) { try await fixture.scan(walt, .exit) }
        await expectRefused(fixture, field: "volunteer", words: ["'Walt'", "has no shift to check in to now"]) { try await fixture.scan(walt) }
        // Checked in by hand (`shifts checkin`), out by the door.
        try await fixture.checkIn("1", "1", at: "2026-07-10T10:05")
        try fixture.now("2026-07-10T11:05+02:00")
        #expect(try await fixture.scan(vera, .exit).shift.number == 1)
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 3600)
    }

    @Test func anExitAtTheInstantOfTheEntryIsRefused() async throws {
        let fixture = try await Self.fixture()
        let code = try await fixture.code(of: 1)
        try fixture.now("2026-07-10T10:00+02:00")
        try await fixture.scan(code)
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "checked in this very moment"]) { try await fixture.scan(code, .exit) }
        fixture.dependencies.fixedClock.advance(by: 1)
        try await fixture.scan(code, .exit)
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 1)
    }

    /// A volunteer is on one shift at a time at the door: Vera, on #1 (10:00-14:00) and #2
    /// (14:00-18:00), checked in to #1 at 13:00, scanned again at 13:10 (a double scan) with #2's
    /// check-in open, is refused; her exit at 13:45 closes #1 and her hours are those 45 minutes.
    @Test func aSecondEntryWhileCheckedInIsRefusedEvenWithTheNextShiftOpen() async throws {
        let fixture = try await Self.fixture()
        try await fixture.assign("2", "1")
        let code = try await fixture.code(of: 1)
        try fixture.now("2026-07-10T13:00+02:00")
        #expect(try await fixture.scan(code).shift.number == 1)
        try fixture.now("2026-07-10T13:10+02:00")
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "is checked in to shift #1 already"]) { try await fixture.scan(code) }
        #expect(await fixture.board().assignments.filter { $0.checkedInAt != nil && $0.checkedOutAt == nil }.count == 1,
                "a volunteer is on one shift at a time at the door")
        try fixture.now("2026-07-10T13:45+02:00")
        #expect(try await fixture.scan(code, .exit).shift.number == 1)
        try fixture.now("2026-07-10T18:30+02:00")
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 45 * 60, "from 13:00 to 13:45 and no more")
    }

    // MARK: - Who the code is of

    @Test func aVolunteerNoLongerAtTheEventIsRefused() async throws {
        let fixture = try await Self.fixture()
        let code = try await fixture.code(of: 1)
        let vera = try #require(await fixture.storedVolunteer(1))
        try await fixture.store.changeShiftBoard(event: fixture.event.id) { _, board in
            board.assignments.removeAll { $0.volunteer == vera.id }
            board.volunteers.removeAll { $0.id == vera.id }
        }
        try fixture.now("2026-07-10T10:00+02:00")
        await expectRefused(fixture, field: "code", words: ["no longer at this event"]) { try await fixture.scan(code) }
        await expectRefused(fixture, field: "code", words: ["no longer at this event"]) { try await fixture.scan(code, .exit) }
    }

    /// Codes that are not genuine, not Vera's at the fest, or no volunteer's: refused on the
    /// field "code" and nobody checked in, though Vera's shift is open.
    @Test func aCodeThatIsNotGenuineChangesNothing() async throws {
        let fixture = try await Self.fixture()
        let code = try await fixture.code(of: 1)
        let other = try await fixture.otherEvent()
        let otherKey = try await fixture.dependencies.eventSigningKeyRepository.key(for: other.id, making: fixture.dependencies.signatures, at: now(fixture))
        let vera = try #require(await fixture.storedVolunteer(1))
        let elsewhere = try VolunteerCode.signed(volunteer: vera.id, event: other.id, key: otherKey, signer: fixture.dependencies.signatures).text
        let pair = fixture.dependencies.signatures.makeKeyPair()
        let anotherKey = EventSigningKey(eventID: fixture.event.id, publicKey: pair.publicKey, privateKey: pair.privateKey, createdAt: now(fixture))
        let wrongKey = try VolunteerCode.signed(volunteer: vera.id, event: fixture.event.id, key: anotherKey, signer: fixture.dependencies.signatures).text
        var characters = Array(code)
        characters[100] = characters[100] == "A" ? "B" : "A"
        let tampered = String(characters)
        try fixture.now("2026-07-10T10:00+02:00")
        for direction in [CheckInScan.Direction.entry, .exit] {
            for (bad, words) in [(tampered, "not genuine"), (elsewhere, "another event"), (wrongKey, "another key"),
                                 (String(code.dropLast(3)), "not a whole"), (code.lowercased(), "not a volunteer's check-in code"),
                                 ("RT1:" + code.dropFirst(4), "not a volunteer's check-in code"), ("", "not a volunteer's check-in code")] {
                await expectRefused(fixture, field: "code", words: [words]) { try await fixture.scan(bad, direction) }
            }
        }
        #expect(await fixture.seat(1, 1)?.checkedInAt == nil)
        #expect(try await fixture.scan(code).shift.number == 1, "the genuine code still works")
    }

    /// A scan never makes the event's key: before any page made it, no code is genuine.
    @Test func beforeTheEventHasAKeyNoCodeIsGenuine() async throws {
        let fixture = try await Self.fixture()
        let vera = try #require(await fixture.storedVolunteer(1))
        let pair = fixture.dependencies.signatures.makeKeyPair()
        let made = EventSigningKey(eventID: fixture.event.id, publicKey: pair.publicKey, privateKey: pair.privateKey, createdAt: now(fixture))
        let code = try VolunteerCode.signed(volunteer: vera.id, event: fixture.event.id, key: made, signer: fixture.dependencies.signatures).text
        try fixture.now("2026-07-10T10:00+02:00")
        await expectRefused(fixture, field: "code", words: ["signed with another key"]) { try await fixture.scan(code) }
        #expect(await fixture.store.signingKey(of: fixture.event.id) == nil)
    }

    // MARK: - Who may scan

    @Test func everyMemberMayScanAStrangerMayNot() async throws {
        let fixture = try await Self.fixture()
        let code = try await fixture.code(of: 1)
        try fixture.now("2026-07-10T10:00+02:00")
        fixture.signIn(fixture.nora)
        await expectRefused(fixture, field: "event", code: "not_found", words: ["no event 'fest' among yours"]) { try await fixture.scan(code) }
        #expect(await failure { try await fixture.scan(code) } == festMissing)
        fixture.signIn(nil)
        #expect(await failure { try await fixture.scan(code) } == .notSignedIn)
        #expect(await fixture.seat(1, 1)?.checkedInAt == nil)

        fixture.signIn(fixture.stan)
        #expect(try await fixture.scan(code).shift.number == 1, "staff run the door")
        try fixture.now("2026-07-10T11:00+02:00")
        fixture.signIn(fixture.otto)
        #expect(try await fixture.scan(code, .exit).direction == .exit)
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 3600)
    }

    @Test func aDoorLinkMayScanAtItsOwnEventOnly() async throws {
        let fixture = try await Self.fixture()
        let code = try await fixture.code(of: 1)
        let other = try await fixture.otherEvent()
        try await fixture.addDoorLink("Front", secret: "front-door-secret")
        try await fixture.addDoorLink("Side", secret: "side-door-secret", of: other.id)
        try await fixture.addDoorLink("Back", secret: "back-door-secret", revoked: true)
        try fixture.now("2026-07-10T10:00+02:00")
        fixture.signIn(nil)

        // The other event's door at the fest is a stranger; the fest's door at the other event too.
        await expectRefused(fixture, field: "event", code: "not_found") { try await fixture.scan(code, by: fixture.atDoor("side-door-secret")) }
        #expect(await failure { try await fixture.scan(code, by: fixture.atDoor("side-door-secret")) } == festMissing)
        let otherMissing = await failure { try await fixture.scan(code, event: "other", by: fixture.atDoor("front-door-secret")) }
        #expect(otherMissing?.code == "not_found" && otherMissing?.field == "event", "\(String(describing: otherMissing))")
        // A revoked or unknown door link opens nothing.
        for secret in ["back-door-secret", "no-such-door", "not a secret!"] {
            let before = await fixture.board()
            #expect(await failure { try await fixture.scan(code, by: fixture.atDoor(secret)) } == .doorLinkInvalid, "\(secret)")
            #expect(await fixture.board() == before)
        }
        #expect(await fixture.seat(1, 1)?.checkedInAt == nil)

        let scan = try await fixture.scan(code, by: fixture.atDoor("front-door-secret"))
        #expect(scan.shift.number == 1 && scan.direction == .entry)
        #expect(await fixture.seat(1, 1)?.checkedInAt == now(fixture))
        try fixture.now("2026-07-10T12:00+02:00")
        #expect(try await fixture.scan(code, .exit, by: fixture.atDoor("front-door-secret")).direction == .exit)
        #expect(await fixture.seat(1, 1)?.checkedOutAt == now(fixture))
    }

    // MARK: - What the door shows

    @Test func theScanIsPresentedWithWhoWhichShiftAndWhen() async throws {
        let fixture = try await Self.fixture()
        let code = try await fixture.code(of: 1)
        try fixture.now("2026-07-10T09:58+02:00")
        let entry = try await fixture.scan(code)
        #expect(ShiftsPresenter.scanText(entry) == "Checked in Vera to shift #1 Bar, as Bar")
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(VolunteerScanJSON(entry))) as? [String: Any]
        #expect(json?["kind"] as? String == "volunteer")
        #expect(json?["result"] as? String == "checked-in")
        #expect(json?["volunteer"] as? Int == 1 && json?["name"] as? String == "Vera")
        #expect(json?["shift"] as? Int == 1 && json?["title"] as? String == "Bar" && json?["role"] as? String == "Bar")
        #expect(json?["at"] as? String == "2026-07-10T09:58:00+02:00")
        #expect(Set(json?.keys.map { $0 } ?? []) == Set(VolunteerScanJSON.keys))
        #expect(VolunteerScanJSON(entry).cells == ["volunteer", "checked-in", "1", "Vera", "1", "Bar", "Bar", "2026-07-10T09:58:00+02:00"])

        try fixture.now("2026-07-10T14:02:30+02:00")
        let exit = try await fixture.scan(code, .exit)
        #expect(ShiftsPresenter.scanText(exit) == "Checked out Vera of shift #1 Bar, as Bar")
        #expect(VolunteerScanJSON(exit).cells == ["volunteer", "checked-out", "1", "Vera", "1", "Bar", "Bar", "2026-07-10T14:02:30+02:00"])
    }

    // MARK: - The codes on a volunteer's page

    /// Vera (#1), Walt (#2) and Xena (#3) are the household "Lovelace", Yves (#4) has none, nor
    /// Zoe (#5). Vera is on #1 and Xena on #3 (Saturday); Walt and Zoe only on #2, cancelled;
    /// Yves on #1.
    static func household() async throws -> (Fixture, [Int: String]) {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.shift("Late bar", "2026-07-10T14:00", "2026-07-10T18:00", needs: ["Bar=2"])
        try await fixture.shift("Sat bar", "2026-07-11T10:00", "2026-07-11T12:00", needs: ["Bar=2"])
        for (name, household): (String, String?) in [("Vera", "Lovelace"), ("Walt", "Lovelace"), ("Xena", "lovelace"), ("Yves", nil), ("Zoe", nil)] {
            try await fixture.volunteer(name, household: household)
        }
        try await fixture.assign("1", "1")
        try await fixture.assign("3", "3")
        try await fixture.assign("2", "2")
        try await fixture.assign("2", "5")
        try await fixture.cancel("2")
        try await fixture.assign("1", "4")
        var secrets: [Int: String] = [:]
        for number in 1...5 {
            secrets[number] = try await fixture.link("\(number)").secret
        }
        return (fixture, secrets)
    }

    @Test func thePageCarriesACodeForEachOfTheHouseholdOnAShift() async throws {
        let (fixture, secrets) = try await Self.household()
        let page = try await fixture.page(secrets[1]!)
        #expect(page.household.map { "#\($0.number) \($0.name)" } == ["#1 Vera", "#2 Walt", "#3 Xena"])
        #expect(page.passes.map { "#\($0.member.number) \($0.member.name)" } == ["#1 Vera", "#3 Xena"], "Walt is only on a cancelled shift")
        let key = try #require(await fixture.store.signingKey(of: fixture.event.id), "the page made the event's key")
        for pass in page.passes {
            let volunteer = try #require(await fixture.storedVolunteer(pass.member.number))
            let read = try VolunteerCode.read(pass.code, event: fixture.event.id, key: key, signer: fixture.dependencies.signatures)
            #expect(read.volunteerID == volunteer.id, "\(pass.member.name)'s code is theirs")
            #expect(pass.code.count == 151)
            #expect(pass.symbol == (try StandInQRCodes().symbol(for: pass.code)), "the symbol draws the code")
        }
        #expect(Set(page.passes.map(\.code)).count == page.passes.count)

        // Every page of the household carries the same codes; others carry their own.
        #expect(try await fixture.page(secrets[2]!).passes == page.passes)
        let xenas = try await fixture.page(secrets[3]!)
        #expect(xenas.passes.map(\.member.name) == ["Xena", "Vera"], "in her page's household order, herself first")
        #expect(xenas.passes.map(\.member) == xenas.household.filter { $0.name != "Walt" })
        #expect(Set(xenas.passes.map(\.code)) == Set(page.passes.map(\.code)))
        #expect(try await fixture.page(secrets[4]!).passes.map(\.member.name) == ["Yves"])
        #expect(try await fixture.page(secrets[5]!).passes.isEmpty, "Zoe is only on a cancelled shift")
        #expect(await fixture.store.signingKey(of: fixture.event.id) == key, "the key is made once")
    }

    /// The code on Xena's page checks her in to her own shift at the door.
    @Test func aCodeFromThePageChecksItsMemberIn() async throws {
        let (fixture, secrets) = try await Self.household()
        let passes = try await fixture.page(secrets[1]!).passes
        let xena = try #require(passes.first { $0.member.name == "Xena" })
        try fixture.now("2026-07-11T09:30+02:00")
        let scan = try await fixture.scan(xena.code)
        #expect(scan.volunteer.number == 3 && scan.shift.number == 3)
        #expect(await fixture.seat(3, 3)?.checkedInAt == fixture.dependencies.fixedClock.now())
        let vera = try #require(passes.first { $0.member.name == "Vera" })
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "no shift to check in to now"]) { try await fixture.scan(vera.code) }
    }

    /// A household none of whom is on a live shift has no codes, and opening the page makes no key.
    @Test func aPageWithNobodyOnAShiftCarriesNoCode() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.volunteer("Vera", household: "Lovelace")
        try await fixture.volunteer("Walt", household: "Lovelace")
        try await fixture.assign("1", "2")
        try await fixture.cancel("1")
        let secret = try await fixture.link("1").secret
        #expect(try await fixture.page(secret).passes.isEmpty)
        #expect(await fixture.store.signingKey(of: fixture.event.id) == nil)
    }
}
