import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// A volunteer taking themselves, or one of their household, off a shift through their link
/// (`LeaveShift`): until 3 hours before it starts, never once checked in; a cancelled shift at
/// any time. A refusal changes nothing.
@Suite struct LeaveShiftTests {
    /// Vera (#1) and Walt (#2) are one household, Yves (#3) of another, all Bar, each with a
    /// link (`secrets[n]`). #1 Afternoon bar, Friday 14:00-18:00 (+02:00), may be left until
    /// 11:00; #2 Sat bar, Saturday 10-12. All three are on #1.
    static func crew() async throws -> (Fixture, [Int: String]) {
        let fixture = try await Fixture()
        try await fixture.shift("Afternoon bar", "2026-07-10T14:00", "2026-07-10T18:00", needs: ["Bar=3"])
        try await fixture.shift("Sat bar", "2026-07-11T10:00", "2026-07-11T12:00", needs: ["Bar=2"])
        try await fixture.volunteer("Vera", household: "Lovelace")
        try await fixture.volunteer("Walt", household: "lovelace")
        try await fixture.volunteer("Yves", household: "Byron")
        var secrets: [Int: String] = [:]
        for number in 1...3 {
            secrets[number] = try await fixture.link("\(number)").secret
            try await fixture.assign("1", "\(number)")
        }
        return (fixture, secrets)
    }

    static let deadline = "2026-07-10T11:00+02:00"

    /// Vera's seat on shift `number` as her page shows it.
    static func seat(_ fixture: Fixture, _ secret: String, shift number: Int, member: Int = 1) async throws -> VolunteerSeat? {
        try await fixture.page(secret).seats.first { $0.shift.number == number && $0.member.number == member }
    }

    @Test func aVolunteerLeavesBeforeTheDeadline() async throws {
        let (fixture, secrets) = try await Self.crew()
        try await fixture.unassign("1", "1")
        let without = await fixture.board()
        try await fixture.signUp(secrets[1]!, "1")
        try fixture.now("2026-07-10T10:59+02:00")
        let shown = try #require(try await Self.seat(fixture, secrets[1]!, shift: 1))
        #expect(shown.mayLeave)
        #expect(shown.leaveBy == (try Fixture.instant(Self.deadline)))
        let seat = try await fixture.leave(secrets[1]!, "#1")
        #expect(seat.shift.number == 1 && seat.member.number == 1 && seat.member.name == "Vera" && seat.role == "Bar")
        #expect(seat.leaveBy == (try Fixture.instant(Self.deadline)))
        #expect(await fixture.board() == without, "exactly her seat is gone")
        #expect(await fixture.seats() == ["#1 #2 Bar", "#1 #3 Bar"])
        let page = try await fixture.page(secrets[1]!)
        #expect(page.seatNames == ["#1 #2 Bar"])
        #expect(page.place(1, "Bar")?.takers.map(\.name) == ["Vera"], "the place is open to her again")
    }

    @Test func atAndAfterTheDeadlineLeavingIsRefusedNamingIt() async throws {
        let (fixture, secrets) = try await Self.crew()
        let deadline = try Fixture.instant(Self.deadline)
        #expect(Fixture.berlin(deadline) == "2026-07-10 11:00 +02:00")
        for now in [Self.deadline, "2026-07-10T13:59+02:00", "2026-07-10T15:00+02:00", "2026-07-11T09:00+02:00"] {
            try fixture.now(now)
            #expect(try await Self.seat(fixture, secrets[1]!, shift: 1)?.mayLeave == false, "at \(now)")
            await expectRefused(fixture, field: "shift", words: ["#1", Fixture.berlin(deadline), "3 hours", "'Vera'"]) {
                try await fixture.leave(secrets[1]!, "1")
            }
        }
    }

    @Test func aCheckedInVolunteerCannotLeave() async throws {
        let (fixture, secrets) = try await Self.crew()
        try fixture.now("2026-07-10T10:00+02:00")   // came early, before the deadline
        try await fixture.checkIn("1", "1")
        let shown = try #require(try await Self.seat(fixture, secrets[1]!, shift: 1))
        #expect(shown.checkedInAt == fixture.dependencies.fixedClock.now())
        #expect(!shown.mayLeave)
        await expectRefused(fixture, field: "shift", words: ["'Vera'", "checked in", "#1"]) { try await fixture.leave(secrets[1]!, "1") }
        // Walt, not checked in, still may.
        #expect(try await fixture.leave(secrets[2]!, "1").member.name == "Walt")
    }

    @Test func aCancelledShiftIsLeftAtAnyTime() async throws {
        let (fixture, secrets) = try await Self.crew()
        try fixture.now("2026-07-10T15:00+02:00")
        try await fixture.cancel("1")
        #expect(try await Self.seat(fixture, secrets[1]!, shift: 1)?.mayLeave == true)
        #expect(try await fixture.leave(secrets[1]!, "1").shift.cancelled)
        try fixture.now("2026-07-11T12:00+02:00")   // long after it would have ended
        #expect(try await fixture.leave(secrets[1]!, "1", member: "2").member.name == "Walt")
        #expect(await fixture.seats() == ["#1 #3 Bar"])
    }

    @Test func aHolderTakesAnotherOfTheirHouseholdOff() async throws {
        let (fixture, secrets) = try await Self.crew()
        let seat = try await fixture.leave(secrets[1]!, "1", member: "#2")
        #expect(seat.member.number == 2 && seat.member.name == "Walt")
        #expect(await fixture.seats() == ["#1 #1 Bar", "#1 #3 Bar"])
        #expect(try await fixture.page(secrets[2]!).seatNames == ["#1 #1 Bar"])
    }

    @Test func aShiftOneIsNotOnIsRefused() async throws {
        let (fixture, secrets) = try await Self.crew()
        await expectRefused(fixture, field: "shift", words: ["'Vera'", "not on shift #2"]) { try await fixture.leave(secrets[1]!, "2") }
        try await fixture.leave(secrets[2]!, "1")
        await expectRefused(fixture, field: "shift", words: ["'Walt'", "not on shift #1"]) { try await fixture.leave(secrets[1]!, "1", member: "2") }
        // Yves is on #1, but not of Vera's household.
        await expectRefused(fixture, field: "volunteer", words: ["'3'", "household"]) { try await fixture.leave(secrets[1]!, "1", member: "3") }
        await expectRefused(fixture, field: "shift", code: "not_found", words: ["'9'"]) { try await fixture.leave(secrets[1]!, "9") }
    }

    /// Leaving frees the place: the same volunteer may take it again before the deadline.
    @Test func aLeftShiftMayBeTakenAgain() async throws {
        let (fixture, secrets) = try await Self.crew()
        try await fixture.leave(secrets[1]!, "1")
        #expect(try await fixture.signUp(secrets[1]!, "1").mayLeave)
        #expect(await fixture.seats() == ["#1 #1 Bar", "#1 #2 Bar", "#1 #3 Bar"])
    }
}
