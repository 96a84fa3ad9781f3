import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// Taking a volunteer off a shift: their place is free again, unless they checked in to it.
@Suite struct UnassignVolunteerTests {
    @Test func unassigningFreesThePlace() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera")
        try await fixture.volunteer("Walt")
        try await fixture.assign("1", "1")
        let item = try await fixture.unassign("#1", "#1")
        #expect(item.staffing == .empty)
        #expect(item.roles.first?.people.isEmpty == true)
        #expect(await fixture.seats().isEmpty)
        #expect(try await fixture.volunteerItem(1)?.shifts == [])
        #expect(try await fixture.assign("1", "2").staffing == .full, "the place is free for another")
    }

    @Test func someoneNotOnTheShiftIsNotUnassigned() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera")
        let before = await fixture.board()
        let error = await failure { try await fixture.unassign("1", "1") }
        #expect(error?.code == "invalid" && error?.field == "volunteer")
        #expect(error?.words.contains("'Vera'") == true && error?.words.contains("#1") == true)
        #expect(await fixture.board() == before)
    }

    @Test func aVolunteerWhoCheckedInStaysOnTheShift() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera")
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-10T10:05+02:00")
        try await fixture.checkIn("1", "1")
        let before = await fixture.board()
        let error = await failure { try await fixture.unassign("1", "1") }
        #expect(error?.code == "invalid" && error?.field == "volunteer")
        #expect(await fixture.board() == before)
        // Checked out too, they still stay: their hours are on it.
        try fixture.now("2026-07-10T14:00+02:00")
        try await fixture.checkOut("1", "1")
        let out = await fixture.board()
        #expect(await failure { try await fixture.unassign("1", "1") }?.field == "volunteer")
        #expect(await fixture.board() == out)
    }

    @Test func staffAndStrangersUnassignNobody() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera")
        try await fixture.assign("1", "1")
        let before = await fixture.board()
        fixture.signIn(fixture.stan)
        await #expect(throws: staffRefusal) { try await fixture.unassign("1", "1") }
        fixture.signIn(fixture.nora)
        await #expect(throws: festMissing) { try await fixture.unassign("1", "1") }
        #expect(await fixture.board() == before)
    }
}
