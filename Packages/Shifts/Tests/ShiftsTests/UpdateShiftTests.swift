import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// Changing a shift: only what is given changes; refused, changing nothing, when there is
/// nothing to change, a role would need fewer than are on it, or new times would put a
/// volunteer on two shifts at once.
@Suite struct UpdateShiftTests {
    @Test func onlyWhatIsGivenChanges() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"], place: "Tent")
        let before = try #require(await fixture.storedShift(1))
        fixture.dependencies.fixedClock.advance(by: 60)

        let renamed = try await fixture.update("1", title: "Bar, noon")
        var expected = before
        expected.title = "Bar, noon"
        expected.updatedAt = fixture.dependencies.fixedClock.now()
        #expect(await fixture.storedShift(1) == expected)
        #expect(renamed.place == "Tent" && renamed.roles.map(\.need) == [2])

        let moved = try await fixture.update("#1", starts: "2026-07-10T11:00")
        #expect(moved.starts == (try Fixture.instant("2026-07-10T09:00Z")), "read in Berlin")
        #expect(moved.ends == before.ends)
        #expect(await failure { try await fixture.update("1", place: " ") }?.field == "place", "a blank place is refused")
        let placeless = try await fixture.update("1", place: "")
        #expect(placeless.place == nil, "the empty text clears it")
        #expect(placeless.title == "Bar, noon")

        let needs = try await fixture.update("1", needs: ["Door=1", "bar=3"])
        #expect(needs.roles.map(\.role) == ["Bar", "Door"], "a need given replaces that role's; a new one is added")
        #expect(needs.roles.map(\.need) == [3, 1])
        #expect(await fixture.storedShift(1)?.createdAt == before.createdAt)
    }

    @Test func nothingToChangeIsRefused() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"], place: "Tent")
        let before = await fixture.board()
        fixture.dependencies.fixedClock.advance(by: 60)
        let nothing = await failure { try await fixture.update("1") }
        #expect(nothing?.code == "invalid" && nothing == .nothingToChange)
        let same = await failure {
            try await fixture.update("1", title: "Bar", place: "Tent", starts: "2026-07-10T08:00Z", ends: "2026-07-10T14:00", needs: ["Bar=2"])
        }
        #expect(same?.code == "invalid" && same == .nothingToChange)
        #expect(await fixture.board() == before)
    }

    @Test func newTimesEndingBeforeTheStartAreRefused() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00")
        let before = await fixture.board()
        await #expect(throws: DomainError.shiftEndsBeforeStart) { try await fixture.update("1", starts: "2026-07-10T14:00") }
        await #expect(throws: DomainError.shiftEndsBeforeStart) { try await fixture.update("1", ends: "2026-07-10T09:00") }
        await #expect(throws: DomainError.shiftEndsBeforeStart) { try await fixture.update("1", starts: "2026-07-10T16:00", ends: "2026-07-10T15:00") }
        #expect(await fixture.board() == before)
        // Both moved together past the old end is fine.
        let later = try await fixture.update("1", starts: "2026-07-10T16:00", ends: "2026-07-10T18:00")
        #expect(later.ends.timeIntervalSince(later.starts) == 2 * 3600)
    }

    @Test func aNeedIsNotLoweredBelowThoseOnIt() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=3"])
        try await fixture.volunteer("Vera")
        try await fixture.volunteer("Walt")
        try await fixture.assign("1", "1")
        try await fixture.assign("1", "2")
        let before = await fixture.board()
        for lower in ["Bar=1", "Bar=0"] {
            let error = await failure { try await fixture.update("1", title: "Renamed", needs: [lower]) }
            #expect(error?.code == "invalid")
            #expect(error?.field == "need")
            #expect(error?.words.contains("'Bar'") == true)
        }
        #expect(await fixture.board() == before, "the title given with it is not changed either")
        let exact = try await fixture.update("1", needs: ["Bar=2"])
        #expect(exact.roles.first?.need == 2)
        #expect(exact.staffing == .full)
    }

    @Test func newTimesPuttingAVolunteerOnTwoShiftsAtOnceAreRefused() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.shift("Bar", "2026-07-10T14:00", "2026-07-10T18:00", needs: ["Bar=1"])
        try await fixture.shift("Bar", "2026-07-10T16:00", "2026-07-10T20:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera")
        try await fixture.volunteer("Walt")
        try await fixture.assign("1", "1")
        try await fixture.assign("2", "1")
        try await fixture.assign("3", "2")
        let before = await fixture.board()
        let error = await failure { try await fixture.update("2", starts: "2026-07-10T13:59") }
        #expect(error?.code == "invalid")
        #expect(error?.field == "starts")
        #expect(error?.words.contains("'Vera'") == true && error?.words.contains("#1") == true)
        let moved = await failure { try await fixture.update("1", starts: "2026-07-10T15:00", ends: "2026-07-10T16:00") }
        #expect(moved?.field == "starts")
        #expect(await fixture.board() == before)
        // Walt is not on #1: moving #3 onto it is fine, and so is a shift's own times overlapping its old ones.
        try await fixture.update("3", starts: "2026-07-10T09:00", ends: "2026-07-10T13:00")
        try await fixture.update("2", starts: "2026-07-10T14:30", ends: "2026-07-10T19:00")
        #expect(await fixture.seats() == ["#1 #1 Bar", "#2 #1 Bar", "#3 #2 Bar"])
    }

    /// A cancelled shift holds nobody: moving onto it, or moving it, is fine.
    @Test func aCancelledShiftIsNoOverlap() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=1"])
        try await fixture.shift("Bar", "2026-07-10T14:00", "2026-07-10T18:00", needs: ["Bar=1"])
        try await fixture.volunteer("Vera")
        try await fixture.assign("1", "1")
        try await fixture.assign("2", "1")
        try await fixture.cancel("1")
        #expect(try await fixture.update("2", starts: "2026-07-10T12:00").starts == (try Fixture.instant("2026-07-10T12:00+02:00")))
        #expect(try await fixture.update("1", starts: "2026-07-10T13:00", ends: "2026-07-10T17:00").cancelled)
    }

    @Test func anUnknownRoleOrBadNeedChangesNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00")
        let before = await fixture.board()
        let unknown = await failure { try await fixture.update("1", needs: ["Kitchen=1"]) }
        #expect(unknown?.field == "need")
        #expect(unknown?.words.contains("'Bar'") == true && unknown?.words.contains("'Door'") == true)
        #expect(await failure { try await fixture.update("1", needs: ["Bar=x"]) }?.field == "need")
        #expect(await failure { try await fixture.update("1", title: " ") }?.field == "title")
        #expect(await failure { try await fixture.update("1", starts: "soon") }?.field == "starts")
        #expect(await fixture.board() == before)
    }

    @Test func staffAndStrangersChangeNoShift() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00")
        let before = await fixture.board()
        fixture.signIn(fixture.stan)
        await #expect(throws: staffRefusal) { try await fixture.update("1", title: "Mine") }
        await #expect(throws: staffRefusal) { try await fixture.cancel("1") }
        fixture.signIn(fixture.nora)
        await #expect(throws: festMissing) { try await fixture.update("1", title: "Hers") }
        await #expect(throws: festMissing) { try await fixture.cancel("1") }
        #expect(await fixture.board() == before)
        fixture.signIn(fixture.otto)
        #expect(try await fixture.update("1", title: "Otto's").title == "Otto's")
    }
}
