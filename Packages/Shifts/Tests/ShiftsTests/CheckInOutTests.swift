import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// Checking volunteers in and out, now or at a time that has come, once each, out after in;
/// hours worked are from check-in to check-out. Every member may (staff run the door).
@Suite struct CheckInOutTests {
    /// Vera on the bar, Friday 10:00 to 14:00; the clock at 10:30.
    static func fixture() async throws -> Fixture {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.volunteer("Vera", email: "vera@example.org")
        try await fixture.volunteer("Walt")
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-10T10:30+02:00")
        return fixture
    }

    func assignment(_ fixture: Fixture) async -> ShiftAssignment? {
        await fixture.board().assignments.first
    }

    @Test func checkingInNowOrAtAnEarlierTime() async throws {
        let fixture = try await Self.fixture()
        let item = try await fixture.checkIn("1", "vera@example.org")
        let now = fixture.dependencies.fixedClock.now()
        #expect(item.roles.first?.people.first?.checkedInAt == now)
        #expect(await assignment(fixture)?.checkedInAt == now)

        try await fixture.assign("1", "2")
        let earlier = try await fixture.checkIn("1", "2", at: "2026-07-10T09:55")
        #expect(earlier.roles.first?.people.first { $0.name == "Walt" }?.checkedInAt == (try Fixture.instant("2026-07-10T07:55Z")), "read in Berlin")
    }

    @Test func staffCheckVolunteersInAndOut() async throws {
        let fixture = try await Self.fixture()
        fixture.signIn(fixture.stan)
        try await fixture.checkIn("1", "1", at: "2026-07-10T10:00")
        try await fixture.checkOut("1", "1")
        #expect(await assignment(fixture)?.checkedOutAt == fixture.dependencies.fixedClock.now())
        fixture.signIn(fixture.nora)
        await #expect(throws: festMissing) { try await fixture.checkIn("1", "1") }
        await #expect(throws: festMissing) { try await fixture.checkOut("1", "1") }
    }

    @Test(arguments: ["2026-07-10T10:31", "2026-07-10T08:31:00Z", "2026-07-11T09:00"])
    func aTimeInTheFutureIsRefused(_ at: String) async throws {
        let fixture = try await Self.fixture()
        let before = await fixture.board()
        let error = await failure { try await fixture.checkIn("1", "1", at: at) }
        #expect(error?.code == "invalid" && error?.field == "at")
        #expect(await fixture.board() == before)
        try await fixture.checkIn("1", "1", at: "2026-07-10T10:00")
        let checkedIn = await fixture.board()
        #expect(await failure { try await fixture.checkOut("1", "1", at: at) }?.field == "at")
        #expect(await fixture.board() == checkedIn)
    }

    @Test func aTimeThatIsNotOneIsRefused() async throws {
        let fixture = try await Self.fixture()
        let before = await fixture.board()
        #expect(await failure { try await fixture.checkIn("1", "1", at: "just now") }?.field == "at")
        #expect(await fixture.board() == before)
        // Blank is now.
        #expect(try await fixture.checkIn("1", "1", at: " ").roles.first?.people.first?.checkedInAt == fixture.dependencies.fixedClock.now())
    }

    @Test func checkingInTwiceIsRefused() async throws {
        let fixture = try await Self.fixture()
        try await fixture.checkIn("1", "1", at: "2026-07-10T10:00")
        let before = await fixture.board()
        let error = await failure { try await fixture.checkIn("1", "1") }
        #expect(error?.code == "invalid" && error?.field == "volunteer")
        #expect(await fixture.board() == before, "the first check-in's time stays")
    }

    @Test func someoneNotOnTheShiftIsNotCheckedIn() async throws {
        let fixture = try await Self.fixture()
        let before = await fixture.board()
        #expect(await failure { try await fixture.checkIn("1", "2") }?.field == "volunteer")
        #expect(await failure { try await fixture.checkOut("1", "2") }?.field == "volunteer")
        #expect(await fixture.board() == before)
    }

    @Test func checkingOutIsAfterCheckingInAndOnce() async throws {
        let fixture = try await Self.fixture()
        let before = await fixture.board()
        let notIn = await failure { try await fixture.checkOut("1", "1") }
        #expect(notIn?.code == "invalid" && notIn?.field == "volunteer")
        #expect(await fixture.board() == before)

        try await fixture.checkIn("1", "1", at: "2026-07-10T10:10")
        let checkedIn = await fixture.board()
        for at in ["2026-07-10T10:09", "2026-07-10T10:10"] {
            let error = await failure { try await fixture.checkOut("1", "1", at: at) }
            #expect(error?.code == "invalid" && error?.field == "at", "\(at)")
        }
        #expect(await fixture.board() == checkedIn)

        try await fixture.checkOut("1", "1", at: "2026-07-10T10:11")
        let out = await fixture.board()
        let twice = await failure { try await fixture.checkOut("1", "1") }
        #expect(twice?.code == "invalid" && twice?.field == "volunteer")
        #expect(await fixture.board() == out)
    }

    @Test func hoursAreFromCheckInToCheckOut() async throws {
        let fixture = try await Self.fixture()
        try await fixture.shift("Bar late", "2026-07-10T16:00", "2026-07-10T20:00", needs: ["Bar=1"])
        try await fixture.assign("2", "1")
        try await fixture.checkIn("1", "1", at: "2026-07-10T10:07")
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 0, "nothing while the shift runs and they have not checked out")
        try fixture.now("2026-07-10T13:40+02:00")
        try await fixture.checkOut("1", "1", at: "2026-07-10T13:31")
        let first = try Fixture.instant("2026-07-10T13:31+02:00").timeIntervalSince(try Fixture.instant("2026-07-10T10:07+02:00"))
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == Int(first))

        try fixture.now("2026-07-10T16:20+02:00")
        try await fixture.checkIn("2", "1")
        try fixture.now("2026-07-10T19:00+02:00")
        try await fixture.checkOut("2", "1")
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == Int(first) + Int(2 * 3600 + 40 * 60))
        #expect(try await fixture.volunteerItem(2)?.secondsWorked == 0)
    }

    /// Checked in and never out: counted until the shift's end once it has ended.
    @Test func anOpenCheckInCountsUntilTheShiftsEnd() async throws {
        let fixture = try await Self.fixture()
        try await fixture.checkIn("1", "1", at: "2026-07-10T10:15")
        try fixture.now("2026-07-10T13:59+02:00")
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 0)
        try fixture.now("2026-07-10T14:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 3 * 3600 + 45 * 60, "from the moment it ends")
        try fixture.now("2026-07-10T18:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 3 * 3600 + 45 * 60)
    }

    /// A check-in at the shift's end or after it counts nothing until they check out.
    @Test func aCheckInAfterTheEndCountsFromItself() async throws {
        let fixture = try await Self.fixture()
        try fixture.now("2026-07-10T15:00+02:00")
        try await fixture.checkIn("1", "1", at: "2026-07-10T14:30")
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 0)
        try fixture.now("2026-07-10T16:00+02:00")
        try await fixture.checkOut("1", "1")
        #expect(try await fixture.volunteerItem(1)?.secondsWorked == 90 * 60)
    }
}
