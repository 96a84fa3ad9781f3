import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// Adding one shift: its times read in the event's zone, its needs as ROLE=N naming the event's
/// roles, numbered one past the largest.
@Suite struct AddShiftTests {
    @Test func aShiftIsAddedWithItsNeeds() async throws {
        let fixture = try await Fixture()
        let added = try await fixture.shift("Bar, evening", "2026-07-10T18:00", "2026-07-10T23:30", needs: ["door=1", " Bar = 3 "], place: " Main tent ")
        #expect(added.number == 1)
        #expect(added.title == "Bar, evening")
        #expect(added.place == "Main tent")
        #expect(!added.cancelled)
        #expect(added.roles.map(\.role) == ["Door", "Bar"], "in the order given, named as the role is")
        #expect(added.roles.map(\.need) == [1, 3])
        #expect(added.roles.allSatisfy { $0.people.isEmpty && $0.staffing == .empty })
        #expect(added.staffing == .empty)

        let board = await fixture.board()
        let door = board.roles.first { $0.name == "Door" }!, bar = board.roles.first { $0.name == "Bar" }!
        let stored = try #require(board.shifts.first)
        #expect(stored.needs == [ShiftNeed(role: door.id, count: 1), ShiftNeed(role: bar.id, count: 3)])
        #expect(stored.eventID == fixture.event.id)
        #expect(stored.createdAt == fixture.dependencies.fixedClock.now() && stored.updatedAt == stored.createdAt)
        #expect(stored.cancelledAt == nil)
        #expect(try await fixture.show("#1") == added)
    }

    /// Berlin is at +02:00 in July: a time without an offset is read there, one with an offset as given.
    @Test func timesAreReadInTheEventsZone() async throws {
        let fixture = try await Fixture()
        let local = try await fixture.shift("Bar", "2026-07-10T14:00", "2026-07-10T18:00")
        #expect(local.starts == (try Fixture.instant("2026-07-10T12:00Z")))
        #expect(local.ends == (try Fixture.instant("2026-07-10T16:00Z")))
        #expect(local.zone == fixture.event.timeZone)
        #expect(Fixture.berlin(local.starts) == "2026-07-10 14:00 +02:00")
        let offset = try await fixture.shift("Bar", "2026-07-10T14:00Z", "2026-07-10 9:00 pm")
        #expect(offset.starts == (try Fixture.instant("2026-07-10T16:00+02:00")))
        #expect(offset.ends == (try Fixture.instant("2026-07-10T19:00Z")))
        let stored = await fixture.board().shifts
        #expect(stored.map(\.starts) == [local.starts, offset.starts])
    }

    /// On the night the clocks go back, 02:30 happens twice in Berlin: without its offset it is
    /// refused, naming both; with one, it is that instant. 02:30 in March does not happen at all.
    @Test func aTimeTheClocksShowTwiceOrSkipNeedsCare() async throws {
        let fixture = try await Fixture()
        try await fixture.moveEvent(starts: "2026-10-24T10:00+02:00", ends: "2026-10-26T18:00+01:00")
        let before = await fixture.board()
        let twice = await failure { try await fixture.shift("Night", "2026-10-25T02:30", "2026-10-25T05:00") }
        #expect(twice?.field == "starts")
        #expect(twice?.words.contains("+02:00") == true && twice?.words.contains("+01:00") == true)
        let skipped = await failure { try await fixture.shift("Night", "2026-03-29T01:00", "2026-03-29T02:30") }
        #expect(skipped?.field == "ends")
        #expect(await fixture.board() == before)
        let second = try await fixture.shift("Night", "2026-10-25T02:30+01:00", "2026-10-25T05:00")
        #expect(second.starts == (try Fixture.instant("2026-10-25T01:30Z")))
        #expect(second.ends.timeIntervalSince(second.starts) == 2.5 * 3600)
    }

    @Test func shiftsAreNumberedOnePastTheLargest() async throws {
        let fixture = try await Fixture()
        let first = try await fixture.shift("Late", "2026-07-11T20:00", "2026-07-11T23:00")
        let second = try await fixture.shift("Early", "2026-07-10T08:00", "2026-07-10T10:00")
        #expect(first.number == 1 && second.number == 2)
        #expect(try await fixture.list().shifts.map(\.number) == [2, 1], "listed in start order")
        #expect(await fixture.board().shifts.map(\.title) == ["Early", "Late"])
    }

    @Test(arguments: [("2026-07-10T18:00", "2026-07-10T17:59"), ("2026-07-10T18:00", "2026-07-10T18:00"),
                      ("2026-07-10T18:00", "2026-07-10T15:30Z")])
    func aShiftEndingBeforeItStartsIsRefused(starts: String, ends: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        await #expect(throws: DomainError.shiftEndsBeforeStart) { try await fixture.shift("Bar", starts, ends) }
        #expect(await fixture.board() == before)
    }

    @Test func anUnknownRoleIsRefusedNamingTheRoles() async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let error = await failure { try await fixture.shift("Kitchen", "2026-07-10T18:00", "2026-07-10T20:00", needs: ["Bar=1", "Kitchen=2"]) }
        #expect(error?.code == "invalid")
        #expect(error?.field == "need")
        #expect(error?.words.contains("'Kitchen'") == true)
        #expect(error?.words.contains("'Bar'") == true && error?.words.contains("'Door'") == true)
        #expect(error?.nextStep == .listVolunteerRoles(event: try Handle("fest")))
        #expect(await fixture.board() == before)
    }

    @Test(arguments: ["Bar=x", "Bar", "Bar=-1", "Bar=1001", "Bar=2.5", "=2", "Bar=="])
    func aNeedThatIsNotRoleEqualsCountIsRefused(_ need: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let error = await failure { try await fixture.shift("Bar", "2026-07-10T18:00", "2026-07-10T20:00", needs: [need]) }
        #expect(error?.code == "invalid")
        #expect(error?.field == "need")
        #expect(await fixture.board() == before)
    }

    @Test func aNumberThatIsNotACountIsRefusedAsTheNeed() async throws {
        let fixture = try await Fixture()
        let error = await failure { try await fixture.shift("Bar", "2026-07-10T18:00", "2026-07-10T20:00", needs: ["Bar=x"]) }
        #expect(error?.field == "need")
        #expect(error?.words.contains("'Bar=x'") == true)
    }

    @Test func aRoleNamedTwiceIsRefused() async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let error = await failure { try await fixture.shift("Bar", "2026-07-10T18:00", "2026-07-10T20:00", needs: ["Bar=1", "bar=2"]) }
        #expect(error?.field == "need")
        #expect(await fixture.board() == before)
    }

    @Test func aShiftThatNeedsNobodyIsFull() async throws {
        let fixture = try await Fixture()
        #expect(try await fixture.shift("Setup", "2026-07-10T08:00", "2026-07-10T10:00", needs: []).staffing == .full)
        let zero = try await fixture.shift("Setup", "2026-07-10T08:00", "2026-07-10T10:00", needs: ["Bar=0", "Door=0"])
        #expect(zero.staffing == .full)
        #expect(zero.roles.map(\.staffing) == [.full, .full])
    }

    @Test(arguments: ["", "  ", "Bar\nevening"])
    func aBadTitleIsRefused(_ title: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        #expect(await failure { try await fixture.shift(title, "2026-07-10T18:00", "2026-07-10T20:00") }?.field == "title")
        #expect(await fixture.board() == before)
    }

    @Test(arguments: ["tomorrow", "10/07/2026 18:00", "2026-07-32T18:00"])
    func aBadTimeIsRefused(_ starts: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        #expect(await failure { try await fixture.shift("Bar", starts, "2026-07-10T20:00") }?.field == "starts")
        #expect(await failure { try await fixture.shift("Bar", "2026-07-10T18:00", starts) }?.field == "ends")
        #expect(await fixture.board() == before)
    }

    @Test func organizersAddShiftsStaffAndStrangersMayNot() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.otto)
        #expect(try await fixture.shift("Bar", "2026-07-10T18:00", "2026-07-10T20:00").number == 1)
        let before = await fixture.board()
        fixture.signIn(fixture.stan)
        await #expect(throws: staffRefusal) { try await fixture.shift("Bar", "2026-07-10T18:00", "2026-07-10T20:00") }
        await #expect(throws: staffRefusal) { try await fixture.series(from: "2026-07-10T18:00", until: "2026-07-10T22:00", every: "2h", length: "2h") }
        #expect(try await fixture.list().shifts.count == 1, "staff see the shifts")
        #expect(try await fixture.show("1").title == "Bar")
        fixture.signIn(fixture.nora)
        await #expect(throws: festMissing) { try await fixture.shift("Bar", "2026-07-10T18:00", "2026-07-10T20:00") }
        await #expect(throws: festMissing) { try await fixture.list() }
        await #expect(throws: festMissing) { try await fixture.show("1") }
        #expect(await fixture.board() == before)
    }

    @Test(arguments: ["#9", "9", "x", "", "#"])
    func anUnknownShiftIsNotFound(_ reference: String) async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T18:00", "2026-07-10T20:00")
        try await fixture.volunteer("Vera")
        let before = await fixture.board()
        let errors = [
            await failure { try await fixture.show(reference) },
            await failure { try await fixture.update(reference, title: "New") },
            await failure { try await fixture.cancel(reference) },
            await failure { try await fixture.assign(reference, "1") },
            await failure { try await fixture.checkIn(reference, "1") },
        ]
        for error in errors {
            #expect(error?.code == "not_found")
            #expect(error?.field == "shift")
            #expect(error?.nextStep == .listShifts(event: try Handle("fest")))
        }
        #expect(await fixture.board() == before)
    }
}
