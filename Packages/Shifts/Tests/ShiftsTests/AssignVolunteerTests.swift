import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// Putting a volunteer on a shift under the sign-up rules (`SignUpRules`): each refusal says
/// why and changes nothing; the role is the one named, or the only one of the volunteer's the
/// shift needs.
@Suite struct AssignVolunteerTests {
    /// Bar and door shifts on Friday, Vera (Bar), Walt (Bar, Door approved), Xena (Door, not
    /// approved), Yves (no role).
    static func crew() async throws -> Fixture {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Bar=2"])
        try await fixture.shift("Door", "2026-07-10T10:00", "2026-07-10T14:00", needs: ["Door=1", "Bar=0"])
        try await fixture.shift("Both", "2026-07-10T16:00", "2026-07-10T20:00", needs: ["Bar=1", "Door=1"])
        try await fixture.volunteer("Vera", roles: ["Bar"], email: "vera@example.org")
        try await fixture.volunteer("Walt", roles: ["Bar", "Door"])
        try await fixture.approve("2", "Door")
        try await fixture.volunteer("Xena", roles: ["Door"])
        try await fixture.volunteer("Yves", roles: [])
        return fixture
    }

    /// `body` is refused with an `invalid` (or `conflict`) error on `field` whose words contain
    /// each of `words`, and the board is as it was.
    static func expectRefusal(_ fixture: Fixture, field: String, code: String = "invalid", words: [String] = [],
                              sourceLocation: SourceLocation = #_sourceLocation, _ body: () async throws -> ShiftItem) async {
        let before = await fixture.board()
        let error = await failure(body)
        #expect(error?.code == code, "\(String(describing: error))", sourceLocation: sourceLocation)
        #expect(error?.field == field, "\(String(describing: error))", sourceLocation: sourceLocation)
        for word in words {
            #expect(error?.words.contains(word) == true, "\(String(describing: error)) should say \(word)", sourceLocation: sourceLocation)
        }
        #expect(await fixture.board() == before, "a refusal changes nothing", sourceLocation: sourceLocation)
    }

    @Test func aVolunteerIsAssignedInTheirRole() async throws {
        let fixture = try await Self.crew()
        fixture.dependencies.fixedClock.advance(by: 60)
        let item = try await fixture.assign("#1", "vera@example.org")
        #expect(item.roles.first?.people.map(\.name) == ["Vera"])
        #expect(item.roles.first?.people.first?.number == 1)
        #expect(item.staffing == .partial)
        let board = await fixture.board()
        let assignment = try #require(board.assignments.first)
        #expect(assignment.role == board.roles.first { $0.name == "Bar" }?.id)
        #expect(assignment.assignedAt == fixture.dependencies.fixedClock.now())
        #expect(assignment.checkedInAt == nil && assignment.checkedOutAt == nil && assignment.excusedAt == nil)
        #expect(try await fixture.assign("1", "2").staffing == .full)
        #expect(await fixture.seats() == ["#1 #1 Bar", "#1 #2 Bar"])
        #expect(try await fixture.volunteerItem(1)?.shifts == [1])
    }

    @Test func aCancelledShiftIsRefused() async throws {
        let fixture = try await Self.crew()
        try await fixture.cancel("1")
        await Self.expectRefusal(fixture, field: "shift", words: ["#1", "cancelled"]) { try await fixture.assign("1", "1", role: "Bar") }
    }

    @Test func aRoleTheShiftDoesNotNeedIsRefused() async throws {
        let fixture = try await Self.crew()
        await Self.expectRefusal(fixture, field: "role", words: ["'Door'", "'Bar'"]) { try await fixture.assign("1", "2", role: "Door") }
        // Nor one it needs none of.
        await Self.expectRefusal(fixture, field: "role", words: ["'Bar'", "'Door'"]) { try await fixture.assign("2", "2", role: "bar") }
        await Self.expectRefusal(fixture, field: "role", words: ["'Kitchen'"]) { try await fixture.assign("1", "1", role: "Kitchen") }
    }

    @Test func aVolunteerNotInTheRoleIsRefused() async throws {
        let fixture = try await Self.crew()
        await Self.expectRefusal(fixture, field: "role", words: ["'Vera'", "'Door'"]) { try await fixture.assign("2", "1", role: "Door") }
        await Self.expectRefusal(fixture, field: "role", words: ["'Yves'"]) { try await fixture.assign("1", "4") }
    }

    @Test func aVolunteerNotApprovedIsRefusedUntilApproved() async throws {
        let fixture = try await Self.crew()
        await Self.expectRefusal(fixture, field: "role", words: ["'Xena'", "approved"]) { try await fixture.assign("2", "3", role: "Door") }
        await Self.expectRefusal(fixture, field: "role", words: ["'Xena'", "approved"]) { try await fixture.assign("2", "3") }
        try await fixture.approve("3", "Door")
        #expect(try await fixture.assign("2", "3").staffing == .full)
        #expect(await fixture.seats() == ["#2 #3 Door"])
    }

    @Test func aVolunteerAlreadyOnTheShiftIsRefused() async throws {
        let fixture = try await Self.crew()
        try await fixture.assign("3", "2", role: "Bar")
        let before = await fixture.board()
        await #expect(throws: DomainError.volunteerOnShiftAlready(3)) { try await fixture.assign("3", "2", role: "Door") }
        await #expect(throws: DomainError.volunteerOnShiftAlready(3)) { try await fixture.assign("3", "2", role: "Bar") }
        #expect(await fixture.board() == before)
    }

    @Test func aFullRoleIsRefused() async throws {
        let fixture = try await Self.crew()
        try await fixture.assign("3", "1")
        await Self.expectRefusal(fixture, field: "shift", words: ["#3", "full", "'Bar'"]) { try await fixture.assign("3", "2", role: "Bar") }
        // The other role still has a place.
        #expect(try await fixture.assign("3", "2", role: "Door").staffing == .full)
    }

    @Test func anOverlappingShiftIsRefusedAndBackToBackIsNot() async throws {
        let fixture = try await Self.crew()
        try await fixture.shift("Late bar", "2026-07-10T13:00", "2026-07-10T16:00", needs: ["Bar=1"])
        try await fixture.shift("Next bar", "2026-07-10T14:00", "2026-07-10T16:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        await Self.expectRefusal(fixture, field: "shift", words: ["#4", "#1", "'Vera'"]) { try await fixture.assign("4", "1") }
        // One ending as the other starts does not overlap.
        try await fixture.assign("5", "1")
        try await fixture.assign("3", "1")
        #expect(try await fixture.volunteerItem(1)?.shifts == [1, 5, 3])
    }

    @Test func twoUnexcusedNoShowsStopAssignment() async throws {
        let fixture = try await Self.crew()
        try await fixture.shift("Sat", "2026-07-11T10:00", "2026-07-11T12:00", needs: ["Bar=1"])
        try await fixture.assign("1", "1")
        try await fixture.assign("3", "1")
        try fixture.now("2026-07-10T21:00+02:00")
        #expect(try await fixture.volunteerItem(1)?.noShows == 2)
        await Self.expectRefusal(fixture, field: "volunteer", words: ["'Vera'", "2"]) { try await fixture.assign("4", "1") }
    }

    /// An organiser may still put a replacement on a shift that has started.
    @Test func aShiftThatStartedStillTakesAReplacement() async throws {
        let fixture = try await Self.crew()
        try fixture.now("2026-07-10T12:00+02:00")
        #expect(try await fixture.assign("1", "1").roles.first?.people.count == 1)
    }

    @Test func theRoleIsInferredWhenExactlyOneFits() async throws {
        let fixture = try await Self.crew()
        // Walt holds Bar and Door; #1 needs only Bar, #2 only Door (and no Bar).
        #expect(try await fixture.assign("1", "2").roles.first { $0.role == "Bar" }?.people.map(\.name) == ["Walt"])
        try await fixture.shift("Door late", "2026-07-10T20:00", "2026-07-10T22:00", needs: ["Door=1"])
        #expect(try await fixture.assign("4", "2").roles.first?.role == "Door")
        #expect(await fixture.seats() == ["#1 #2 Bar", "#4 #2 Door"])
    }

    @Test func theRoleIsRefusedWhenNoneOrSeveralFit() async throws {
        let fixture = try await Self.crew()
        await Self.expectRefusal(fixture, field: "role", words: ["'Walt'", "'Bar'", "'Door'"]) { try await fixture.assign("3", "2") }
        await Self.expectRefusal(fixture, field: "role", words: ["'Vera'", "#2"]) { try await fixture.assign("2", "1") }
        // Named, it is taken.
        #expect(try await fixture.assign("3", "2", role: "DOOR").roles.map(\.people.count) == [0, 1])
    }

    /// A role held but not approved does not count when one is approved: Zoe, who may only take
    /// the bar, goes behind it.
    @Test func anUnapprovedRoleDoesNotCountWhenInferring() async throws {
        let fixture = try await Self.crew()
        try await fixture.volunteer("Zoe", roles: ["Bar", "Door"])
        let item = try await fixture.assign("3", "5")
        #expect(item.roles.first { $0.role == "Bar" }?.people.map(\.name).contains("Zoe") == true)
    }

    /// Two organisers taking the last place at once: exactly one gets it.
    @Test func theLastPlaceIsTakenOnce() async throws {
        let fixture = try await Self.crew()
        try await fixture.shift("One", "2026-07-11T10:00", "2026-07-11T12:00", needs: ["Bar=1"])
        let outcomes = await withTaskGroup(of: Bool.self) { group in
            for volunteer in ["1", "2"] {
                group.addTask { await failure { try await fixture.assign("4", volunteer) } == nil }
            }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 }.count == 1)
        #expect(await fixture.board().assignments.count == 1)
    }

    @Test func staffAndStrangersAssignNobody() async throws {
        let fixture = try await Self.crew()
        let before = await fixture.board()
        fixture.signIn(fixture.stan)
        await #expect(throws: staffRefusal) { try await fixture.assign("1", "1") }
        fixture.signIn(fixture.nora)
        await #expect(throws: festMissing) { try await fixture.assign("1", "1") }
        #expect(await fixture.board() == before)
    }
}
