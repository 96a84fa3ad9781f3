import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// A volunteer signing themselves, or one of their household, up through their personal link
/// (`SignUpForShift`), under every sign-up rule as a volunteer meets it; and the open places
/// their page (`ShowVolunteerPage`) offers.
@Suite struct VolunteerSignUpTests {
    /// Vera (#1, Bar), Walt (#2, Bar and Door approved) and Xena (#3, Door not approved) are one
    /// household, named "Lovelace", "LOVELACE" and "lovelace"; Yves (#4, Bar) is of "Byron", Zoe
    /// (#5, Bar) of none. Shifts: #1 Bar (Bar=2) and #2 Door (Door=1), both Friday 10-14; #3 Both
    /// (Bar=1, Door=1) Friday 16-20; #4 Sat bar (Bar=1) Saturday 10-12.
    static func crew() async throws -> Fixture {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.shift("Door", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Door=1"])
        try await fixture.shift("Both", "2026-07-10T16:00", "2026-07-10T20:00", needs: ["Bar=1", "Door=1"])
        try await fixture.shift("Sat bar", "2026-07-11T10:00", "2026-07-11T12:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera", roles: ["Bar"], email: "vera@example.org", household: "Lovelace")
        try await fixture.volunteer("Walt", roles: ["Bar", "Door"], household: "LOVELACE")
        try await fixture.approve("2", "Door")
        try await fixture.volunteer("Xena", roles: ["Door"], household: "lovelace")
        try await fixture.volunteer("Yves", roles: ["Bar"], household: "Byron")
        try await fixture.volunteer("Zoe", roles: ["Bar"])
        return fixture
    }

    /// The crew, each of the five with a link: `secrets[n]` is volunteer #n's.
    static func linkedCrew() async throws -> (Fixture, [Int: String]) {
        let fixture = try await crew()
        var secrets: [Int: String] = [:]
        for number in 1...5 {
            secrets[number] = try await fixture.link("\(number)").secret
        }
        return (fixture, secrets)
    }

    // MARK: - Signing up

    @Test func aVolunteerSignsThemselvesUp() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        fixture.dependencies.fixedClock.advance(by: 60)
        let before = await fixture.board()
        let seat = try await fixture.signUp(secrets[1]!, "#1")
        #expect(seat.shift.number == 1 && seat.shift.title == "Bar")
        #expect(seat.member.number == 1 && seat.member.name == "Vera")
        #expect(seat.role == "Bar")
        #expect(seat.checkedInAt == nil && seat.checkedOutAt == nil)
        #expect(seat.leaveBy == (try Fixture.instant("2026-07-10T07:00+02:00")))
        #expect(seat.mayLeave)
        #expect(seat.shift.roles.first?.people.map(\.name) == ["Vera"])
        // Exactly one assignment more, and nothing else changed.
        let after = await fixture.board()
        #expect(after.roles == before.roles && after.shifts == before.shifts && after.volunteers == before.volunteers)
        #expect(after.assignments.count == before.assignments.count + 1)
        #expect(before.assignments.allSatisfy(after.assignments.contains))
        let added = try #require(after.assignments.first { !before.assignments.contains($0) })
        #expect(added.shift == after.shifts.first { $0.number == 1 }?.id)
        #expect(added.volunteer == after.volunteers.first { $0.number == 1 }?.id)
        #expect(added.role == after.roles.first { $0.name == "Bar" }?.id)
        #expect(added.assignedAt == fixture.dependencies.fixedClock.now())
        #expect(added.checkedInAt == nil && added.excusedAt == nil && added.forgivenAt == nil)
        #expect(await fixture.seats() == ["#1 #1 Bar"])
        // Their page shows the seat as the sign-up returned it.
        #expect(try await fixture.page(secrets[1]!).seats == [seat])
    }

    /// The role is the one named, or the only one the member may take that the shift needs.
    @Test func theRoleIsNamedOrInferred() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        // Walt could go as Bar or Door on #3: he must say which.
        await expectRefused(fixture, field: "role", words: ["'Walt'", "'Bar'", "'Door'"]) { try await fixture.signUp(secrets[2]!, "3") }
        #expect(try await fixture.signUp(secrets[2]!, "3", role: "door").role == "Door")
        // On #2 only Door fits.
        try await fixture.cancel("3")
        #expect(try await fixture.signUp(secrets[2]!, "2").role == "Door")
        #expect(await fixture.seats() == ["#2 #2 Door", "#3 #2 Door"])
    }

    @Test func aFullRoleIsRefused() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        try await fixture.assign("4", "5")
        await expectRefused(fixture, field: "shift", words: ["#4", "full", "'Bar'"]) { try await fixture.signUp(secrets[1]!, "4") }
    }

    @Test func aRoleNotHeldIsRefused() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        await expectRefused(fixture, field: "role", words: ["'Vera'", "'Door'", "not in the role"]) {
            try await fixture.signUp(secrets[1]!, "2", role: "Door")
        }
        await expectRefused(fixture, field: "role", words: ["'Vera'", "#2"]) { try await fixture.signUp(secrets[1]!, "2") }
        // A role the shift does not need.
        await expectRefused(fixture, field: "role", words: ["#1", "'Door'"]) { try await fixture.signUp(secrets[2]!, "1", role: "Door") }
    }

    @Test func aRoleNotApprovedIsRefusedUntilApproved() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        await expectRefused(fixture, field: "role", words: ["'Xena'", "approved"]) { try await fixture.signUp(secrets[3]!, "2") }
        await expectRefused(fixture, field: "role", words: ["'Xena'", "approved"]) { try await fixture.signUp(secrets[1]!, "2", member: "3") }
        try await fixture.approve("3", "Door")
        #expect(try await fixture.signUp(secrets[3]!, "2").role == "Door")
    }

    @Test func aShiftOverlappingOneTheyHaveIsRefused() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        try await fixture.shift("Late bar", "2026-07-10T13:00", "2026-07-10T16:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        await expectRefused(fixture, field: "shift", words: ["#5", "overlaps", "#1", "'Vera'"]) { try await fixture.signUp(secrets[1]!, "5") }
        // Back to back is no overlap.
        #expect(try await fixture.signUp(secrets[1]!, "3").shift.number == 3)
    }

    /// An event that is over takes no volunteer's sign-up, whatever the settings say; the page
    /// offers no place and says why.
    @Test(arguments: [EventStatus.cancelled, .completed]) func anEventThatIsOverTakesNoSignUp(status: EventStatus) async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        #expect(try await fixture.page(secrets[1]!).open.isEmpty == false, "places before the event is over")
        var event = try #require(await fixture.store.find(id: fixture.event.id))
        event.status = status
        try await fixture.store.update(event)
        await expectRefused(fixture, field: "shift", words: ["'Fest' is \(status)", "no shifts to sign up for"]) {
            try await fixture.signUp(secrets[1]!, "1")
        }
        let page = try await fixture.page(secrets[1]!)
        #expect(page.open.isEmpty && page.eventStatus == status)
    }

    @Test func aShiftThatStartedIsRefused() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        try fixture.now("2026-07-10T10:00+02:00")
        await expectRefused(fixture, field: "shift", words: ["#1", "started", "Friday 10 July 2026, 10:00"]) {
            try await fixture.signUp(secrets[1]!, "1")
        }
        try fixture.now("2026-07-10T12:00+02:00")
        await expectRefused(fixture, field: "shift", words: ["#1", "started"]) { try await fixture.signUp(secrets[1]!, "1") }
    }

    @Test func aShiftIsTakenUntilTheMinuteItStarts() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        try fixture.now("2026-07-10T09:59+02:00")
        #expect(try await fixture.signUp(secrets[1]!, "1").shift.number == 1)
    }

    @Test func aCancelledShiftIsRefused() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        try await fixture.cancel("1")
        await expectRefused(fixture, field: "shift", words: ["#1", "cancelled"]) { try await fixture.signUp(secrets[1]!, "1") }
    }

    @Test func twoUnforgivenNoShowsAreRefusedUntilForgiven() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        try await fixture.assign("1", "1")
        try await fixture.assign("3", "1")
        try fixture.now("2026-07-10T20:00+02:00")
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'", "missed 2"]) { try await fixture.signUp(secrets[1]!, "4") }
        // Walt signing her up meets the same rule.
        await expectRefused(fixture, field: "volunteer", words: ["'Vera'"]) { try await fixture.signUp(secrets[2]!, "4", member: "1") }
        try await fixture.forgive("1")
        #expect(try await fixture.signUp(secrets[1]!, "4").shift.number == 4)
    }

    @Test func aVolunteerAlreadyOnTheShiftIsRefused() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        try await fixture.signUp(secrets[1]!, "1")
        try await fixture.signUp(secrets[2]!, "3", role: "Bar")
        let before = await fixture.board()
        await #expect(throws: DomainError.volunteerOnShiftAlready(1)) { try await fixture.signUp(secrets[1]!, "1") }
        await #expect(throws: DomainError.volunteerOnShiftAlready(1)) { try await fixture.signUp(secrets[2]!, "1", member: "1") }
        await #expect(throws: DomainError.volunteerOnShiftAlready(3)) { try await fixture.signUp(secrets[2]!, "3", role: "Door") }
        #expect(await fixture.board() == before)
    }

    @Test func aMemberNotOfTheirHouseholdIsRefused() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        for member in ["4", "#5", "99", "abc"] {
            await expectRefused(fixture, field: "volunteer", words: ["'\(member)'", "household"]) {
                try await fixture.signUp(secrets[3]!, "4", member: member)
            }
        }
        // Zoe has no household: only herself.
        await expectRefused(fixture, field: "volunteer", words: ["'1'", "household"]) { try await fixture.signUp(secrets[5]!, "4", member: "1") }
        #expect(try await fixture.signUp(secrets[5]!, "4", member: "#5").member.name == "Zoe")
    }

    @Test func anUnknownShiftIsNotFound() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        await expectRefused(fixture, field: "shift", code: "not_found", words: ["'9'"]) { try await fixture.signUp(secrets[1]!, "9") }
    }

    // MARK: - The household

    /// Vera signs Walt up (their households named "Lovelace" and "LOVELACE"); both their pages
    /// show his seat, and his own seats and hers alike.
    @Test func aHolderSignsUpAnotherOfTheirHousehold() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        let seat = try await fixture.signUp(secrets[1]!, "3", member: "2", role: "Door")
        #expect(seat.member.number == 2 && seat.member.name == "Walt")
        #expect(seat.role == "Door" && seat.shift.number == 3)
        #expect(await fixture.seats() == ["#3 #2 Door"])
        try await fixture.signUp(secrets[1]!, "4")
        let vera = try await fixture.page(secrets[1]!)
        #expect(vera.volunteer.name == "Vera")
        #expect(vera.seatNames == ["#3 #2 Door", "#4 #1 Bar"], "soonest first")
        #expect(vera.seats.first == seat)
        let walt = try await fixture.page(secrets[2]!)
        #expect(walt.seatNames == ["#3 #2 Door", "#4 #1 Bar"])
        // Yves, of another household, sees none of it.
        #expect(try await fixture.page(secrets[4]!).seats.isEmpty)
    }

    @Test func theHouseholdIsThemselvesFirstThenTheOthers() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        let names = { (number: Int) async throws -> [String] in
            try await fixture.page(secrets[number]!).household.map { "#\($0.number) \($0.name)" }
        }
        #expect(try await names(1) == ["#1 Vera", "#2 Walt", "#3 Xena"])
        #expect(try await names(2) == ["#2 Walt", "#1 Vera", "#3 Xena"])
        #expect(try await names(3) == ["#3 Xena", "#1 Vera", "#2 Walt"])
        #expect(try await names(4) == ["#4 Yves"])
        #expect(try await names(5) == ["#5 Zoe"])
    }

    // MARK: - Open places

    @Test func openPlacesAreThoseTheHouseholdMayTakeWithWhoMayTakeThem() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        let vera = try await fixture.page(secrets[1]!)
        #expect(vera.openNames == ["#1 Bar", "#2 Door", "#3 Bar", "#3 Door", "#4 Bar"])
        #expect(vera.open.map(\.free) == [2, 1, 1, 1, 1])
        #expect(vera.open.map { $0.takers.map(\.name) } == [["Vera", "Walt"], ["Walt"], ["Vera", "Walt"], ["Walt"], ["Vera", "Walt"]])
        #expect(vera.open.allSatisfy { $0.refusal == nil })
        #expect(vera.open.first?.takers.map(\.number) == [1, 2])
        // Yves holds only Bar.
        let yves = try await fixture.page(secrets[4]!)
        #expect(yves.openNames == ["#1 Bar", "#3 Bar", "#4 Bar"])
        #expect(yves.open.allSatisfy { $0.takers.map(\.name) == ["Yves"] && $0.refusal == nil })
    }

    /// Each one on the shift already is no taker; when none of the household may take a place,
    /// it is shown with the first one's reason.
    @Test func aPlaceNoneMayTakeGivesTheReason() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        try await fixture.signUp(secrets[1]!, "1")
        var page = try await fixture.page(secrets[1]!)
        #expect(page.place(1, "Bar")?.free == 1)
        #expect(page.place(1, "Bar")?.takers.map(\.name) == ["Walt"])
        // Walt goes on the door at the same time: nobody left for the bar's place.
        try await fixture.signUp(secrets[1]!, "2", member: "2")
        page = try await fixture.page(secrets[1]!)
        let place = try #require(page.place(1, "Bar"))
        #expect(place.free == 1)
        #expect(place.takers.isEmpty)
        let refusal = try #require(place.refusal)
        for word in ["#1", "overlaps", "#2", "'Walt'"] {
            #expect(refusal.contains(word), "\(refusal) should say \(word)")
        }
        #expect(page.place(2, "Door") == nil, "full")
        // A sign-up there is refused for the reason shown.
        let error = await failure { try await fixture.signUp(secrets[1]!, "1", member: "2") }
        #expect(error?.reason == refusal)
    }

    @Test func aPlaceShowsItsTakersAndNoReasonWhenSomeMayTakeIt() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        try await fixture.shift("Late bar", "2026-07-10T13:00", "2026-07-10T16:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        let place = try #require(try await fixture.page(secrets[1]!).place(5, "Bar"))
        #expect(place.takers.map(\.name) == ["Walt"], "Vera overlaps, Walt may")
        #expect(place.refusal == nil)
    }

    @Test func fullStartedAndCancelledShiftsAreNotOpen() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        try await fixture.shift("Sun bar", "2026-07-12T10:00", "2026-07-12T12:00", needs: ["Bar=1"])
        try await fixture.shift("Sun late", "2026-07-12T14:00", "2026-07-12T16:00", needs: ["Bar=1"])
        #expect(try await fixture.page(secrets[4]!).openNames == ["#1 Bar", "#3 Bar", "#4 Bar", "#5 Bar", "#6 Bar"])
        try await fixture.assign("4", "5")   // full
        try await fixture.cancel("5")        // cancelled
        try fixture.now("2026-07-10T10:00+02:00")  // #1 starts
        #expect(try await fixture.page(secrets[4]!).openNames == ["#3 Bar", "#6 Bar"])
    }

    /// A household member who missed two shifts is no taker, with that reason when nobody else may.
    @Test func aMemberStoppedByNoShowsIsNoTaker() async throws {
        let (fixture, secrets) = try await Self.linkedCrew()
        try await fixture.assign("1", "4")
        try await fixture.assign("3", "4")
        try fixture.now("2026-07-10T20:00+02:00")
        let place = try #require(try await fixture.page(secrets[4]!).place(4, "Bar"))
        #expect(place.takers.isEmpty)
        #expect(place.refusal?.contains("missed 2") == true, "\(String(describing: place.refusal))")
    }
}
