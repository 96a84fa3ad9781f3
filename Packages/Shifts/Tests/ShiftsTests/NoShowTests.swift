import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// No-shows: a shift ended, not cancelled, that a volunteer was on and never checked in to nor
/// was excused from. Two unexcused ones stop them signing up until an organiser forgives them.
@Suite struct NoShowTests {
    @Test func aShiftEndedWithoutACheckInIsANoShow() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T12:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-10T11:59+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 0, "not before it ends")
        #expect(try await fixture.show("1").roles.first?.people.first?.noShow == false)
        try fixture.now("2026-07-10T12:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 1, "once it has ended")
        let person = try await fixture.show("1").roles.first?.people.first
        #expect(person?.noShow == true && person?.excused == false)
    }

    @Test func aCheckInEvenLateIsNoNoShow() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T12:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-10T13:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 1)
        try await fixture.checkIn("1", "1", at: "2026-07-10T11:30")
        #expect(try await fixture.volunteerItem(1)?.noShows == 0)
        #expect(try await fixture.show("1").roles.first?.people.first?.noShow == false)
    }

    @Test func anExcuseTakesTheNoShowAway() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T12:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-10T13:00+02:00")
        let item = try await fixture.excuse("1", "1")
        let person = item.roles.first?.people.first
        #expect(person?.noShow == false && person?.excused == true)
        #expect(await fixture.board().assignments.first?.excusedAt == fixture.dependencies.fixedClock.now())
        #expect(try await fixture.volunteerItem(1)?.noShows == 0)
        // Excusing it again is refused: it is no no-show now.
        let before = await fixture.board()
        #expect(await failure { try await fixture.excuse("1", "1") }?.field == "volunteer")
        #expect(await fixture.board() == before)
    }

    @Test func onlyANoShowIsExcused() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        try await fixture.volunteer("Walt")
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T12:00", needs: ["Bar=2"])
        try await fixture.shift("Cancelled", "2026-07-10T12:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        try await fixture.assign("1", "2")
        try await fixture.assign("2", "1")
        try await fixture.cancel("2")
        try fixture.now("2026-07-10T11:00+02:00")
        try await fixture.checkIn("1", "2")
        let before = await fixture.board()
        // Not yet ended; checked in; a cancelled shift; not on the shift at all.
        for (shift, volunteer) in [("1", "1"), ("1", "2")] {
            let error = await failure { try await fixture.excuse(shift, volunteer) }
            #expect(error?.code == "invalid" && error?.field == "volunteer", "#\(shift) #\(volunteer)")
        }
        try fixture.now("2026-07-10T15:00+02:00")
        for (shift, volunteer) in [("1", "2"), ("2", "1"), ("2", "2")] {
            let error = await failure { try await fixture.excuse(shift, volunteer) }
            #expect(error?.code == "invalid" && error?.field == "volunteer", "#\(shift) #\(volunteer)")
        }
        #expect(await fixture.board() == before)
        #expect(try await fixture.excuse("1", "1").roles.first?.people.first { $0.name == "Vera" }?.excused == true)
    }

    @Test func twoUnexcusedNoShowsStopSignUpUntilForgiven() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        try await fixture.shift("Fri 1", "2026-07-10T10:00", "2026-07-10T12:00", needs: ["Bar=1"])
        try await fixture.shift("Fri 2", "2026-07-10T12:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.shift("Sat 1", "2026-07-11T10:00", "2026-07-11T12:00", needs: ["Bar=1"])
        try await fixture.shift("Sat 2", "2026-07-11T12:00", "2026-07-11T14:00", needs: ["Bar=1"])
        try await fixture.shift("Sun", "2026-07-12T10:00", "2026-07-12T12:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        try await fixture.assign("2", "1")
        try fixture.now("2026-07-10T12:30+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 1)
        try await fixture.assign("3", "1")  // One no-show does not stop her.
        try fixture.now("2026-07-10T14:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 2)
        let before = await fixture.board()
        let stopped = await failure { try await fixture.assign("4", "1") }
        #expect(stopped?.code == "invalid" && stopped?.field == "volunteer")
        #expect(stopped?.words.contains("'Vera'") == true)
        #expect(await fixture.board() == before)

        fixture.dependencies.fixedClock.advance(by: 60)
        let forgiven = try await fixture.forgive("1")
        #expect(forgiven.noShows == 2, "forgiven, not forgotten")
        #expect(await fixture.board().assignments.filter { $0.forgivenAt == fixture.dependencies.fixedClock.now() }.count == 2)
        try await fixture.assign("4", "1")

        // Later no-shows count again: two more (Sat 1 and Sat 2) stop her again.
        try fixture.now("2026-07-11T12:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 3)
        try fixture.now("2026-07-11T14:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 4)
        #expect(await failure { try await fixture.assign("5", "1") }?.field == "volunteer")
        // Excusing one of them lets her on.
        try await fixture.excuse("4", "1")
        #expect(try await fixture.assign("5", "1").staffing == .full)
    }

    @Test func excusingOneOfTwoLetsAVolunteerSignUp() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        try await fixture.shift("Fri 1", "2026-07-10T10:00", "2026-07-10T12:00", needs: ["Bar=1"])
        try await fixture.shift("Fri 2", "2026-07-10T12:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.shift("Sat", "2026-07-11T10:00", "2026-07-11T12:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        try await fixture.assign("2", "1")
        try fixture.now("2026-07-10T15:00+02:00")
        #expect(await failure { try await fixture.assign("3", "1") }?.field == "volunteer")
        try await fixture.excuse("#2", "#1")
        #expect(try await fixture.volunteerItem(1)?.noShows == 1)
        #expect(try await fixture.assign("3", "1").staffing == .full)
    }

    /// Forgiving marks the no-shows there are: one excused afterwards gives no spare, and two
    /// later no-shows stop Vera again.
    @Test func aForgivenNoShowExcusedAfterwardsGivesNoSpare() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        for (title, day, hour) in [("Fri 1", 10, 10), ("Fri 2", 10, 12), ("Sat 1", 11, 10), ("Sat 2", 11, 12), ("Sun", 12, 10)] {
            try await fixture.shift(title, "2026-07-\(day)T\(hour):00", "2026-07-\(day)T\(hour + 2):00", needs: ["Bar=1"])
        }
        try await fixture.assign("1", "1")
        try await fixture.assign("2", "1")
        try fixture.now("2026-07-10T15:00+02:00")
        try await fixture.forgive("1")
        try await fixture.excuse("1", "1")
        #expect(await fixture.board().assignments.filter { $0.forgivenAt != nil }.count == 2)
        #expect(try await fixture.volunteerItem(1)?.noShows == 1)
        // Two later no-shows.
        try await fixture.assign("3", "1")
        try await fixture.assign("4", "1")
        try fixture.now("2026-07-11T15:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 3)
        let before = await fixture.board()
        let later = await failure { try await fixture.assign("5", "1") }
        #expect(later?.field == "volunteer", "two no-shows since she was forgiven stop her")
        #expect(await fixture.board() == before)
    }

    /// A shift that ended keeps what happened: a no-show is excused, never unassigned away.
    @Test func aNoShowIsNotUnassigned() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T12:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-10T13:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 1)
        let before = await fixture.board()
        #expect(await failure { try await fixture.unassign("1", "1") }?.field == "shift")
        #expect(await fixture.board() == before)
        #expect(try await fixture.volunteerItem(1)?.noShows == 1)
    }

    @Test func staffExcuseNobody() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T12:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-10T13:00+02:00")
        let before = await fixture.board()
        fixture.signIn(fixture.stan)
        await #expect(throws: staffRefusal) { try await fixture.excuse("1", "1") }
        fixture.signIn(fixture.nora)
        await #expect(throws: festMissing) { try await fixture.excuse("1", "1") }
        #expect(await fixture.board() == before)
    }
}
