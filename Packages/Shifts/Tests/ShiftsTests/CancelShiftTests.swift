import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// Cancelling a shift: kept and marked, its volunteers still listed on it but free for other
/// shifts at its times.
@Suite struct CancelShiftTests {
    @Test func aCancelledShiftIsKeptWithItsVolunteers() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.volunteer("Vera")
        try await fixture.assign("1", "1")
        fixture.dependencies.fixedClock.advance(by: 60)
        let cancelled = try await fixture.cancel("#1")
        #expect(cancelled.cancelled)
        #expect(cancelled.roles.first?.people.map(\.name) == ["Vera"])
        let stored = await fixture.storedShift(1)
        #expect(stored?.cancelledAt == fixture.dependencies.fixedClock.now())
        #expect(stored?.updatedAt == fixture.dependencies.fixedClock.now())
        #expect(await fixture.seats() == ["#1 #1 Bar"])
        #expect(try await fixture.volunteerItem(1)?.shifts == [], "a volunteer's shifts leave cancelled ones out")
        #expect(try await fixture.list().shifts.map(\.cancelled) == [true])
    }

    @Test func aShiftIsCancelledOnce() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00")
        try await fixture.cancel("1")
        let before = await fixture.board()
        fixture.dependencies.fixedClock.advance(by: 60)
        let error = await failure { try await fixture.cancel("1") }
        #expect(error?.code == "invalid" && error?.field == "shift")
        #expect(await fixture.board() == before, "the first cancellation's time stays")
    }

    @Test func cancellingFreesItsVolunteersForOverlappingShifts() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.shift("Bar too", "2026-07-10T12:00", "2026-07-10T16:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera")
        try await fixture.assign("1", "1")
        let refused = await failure { try await fixture.assign("2", "1") }
        #expect(refused?.field == "shift")
        try await fixture.cancel("1")
        let taken = try await fixture.assign("2", "1")
        #expect(taken.staffing == .full)
        #expect(await fixture.seats() == ["#1 #1 Bar", "#2 #1 Bar"])
        #expect(try await fixture.volunteerItem(1)?.shifts == [2])
    }

    @Test func aCancelledShiftTakesNobodyAndChecksNobodyIn() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.volunteer("Vera")
        try await fixture.volunteer("Walt")
        try await fixture.assign("1", "1")
        try await fixture.cancel("1")
        try fixture.now("2026-07-10T11:00+02:00")
        let before = await fixture.board()
        #expect(await failure { try await fixture.assign("1", "2") }?.field == "shift")
        #expect(await failure { try await fixture.checkIn("1", "1") }?.field == "shift")
        #expect(await fixture.board() == before)
        // Nor is anyone a no-show of it once it has ended.
        try fixture.now("2026-07-10T15:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 0)
        #expect(try await fixture.show("1").roles.first?.people.first?.noShow == false)
    }
}
