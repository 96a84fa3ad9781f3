import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// Volunteers: added with the roles they take (one that needs approval held unapproved), one
/// email each, approved in a role by an organiser, their no-shows forgiven.
@Suite struct VolunteerTests {
    @Test func aVolunteerIsAddedWithRoles() async throws {
        let fixture = try await Fixture()
        let added = try await AddVolunteer(fixture.dependencies).execute(
            AddVolunteerRequest(event: "fest", name: " Vera Lind ", email: "Vera@Example.org", phone: "+49 30 1234-567", roles: ["bar", "Bar"],
                                household: "Lind"))
        #expect(added.number == 1)
        #expect(added.name == "Vera Lind")
        #expect(added.email?.value.lowercased() == "vera@example.org")
        #expect(added.phone == "+49 30 1234-567")
        #expect(added.household == "Lind")
        #expect(added.heldRoles == ["Bar"], "a role named twice is held once")
        #expect(added.shifts.isEmpty && added.noShows == 0 && added.secondsWorked == 0)
        let stored = try #require(await fixture.board().volunteers.first)
        #expect(stored.roles.count == 1 && stored.roles[0].approved)
        #expect(try await fixture.volunteer("Walt").number == 2)
        #expect(try await fixture.volunteers().map(\.name) == ["Vera Lind", "Walt"])
    }

    @Test func aRoleThatNeedsApprovalIsHeldUnapproved() async throws {
        let fixture = try await Fixture()
        let added = try await fixture.volunteer("Vera", roles: ["Door", "Bar"])
        #expect(added.heldRoles == ["Door (not approved)", "Bar"])
        let board = await fixture.board()
        let door = board.roles.first { $0.name == "Door" }!
        #expect(board.volunteers[0].mayTake(door) == false)
    }

    @Test func anOrganizerApprovesAVolunteerInARole() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera", roles: ["Door"], email: "vera@example.org")
        fixture.signIn(fixture.otto)
        fixture.dependencies.fixedClock.advance(by: 60)
        let approved = try await fixture.approve("VERA@example.org", "door")
        #expect(approved.heldRoles == ["Door"])
        let stored = await fixture.board().volunteers[0]
        #expect(stored.roles.map(\.approved) == [true])
        #expect(stored.updatedAt == fixture.dependencies.fixedClock.now())
        // Twice is refused, changing nothing.
        let before = await fixture.board()
        let again = await failure { try await fixture.approve("1", "Door") }
        #expect(again?.code == "invalid" && again?.field == "role")
        #expect(await fixture.board() == before)
    }

    @Test func approvingARoleNotHeldGivesIt() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera", roles: [])
        let approved = try await fixture.approve("#1", "Door")
        #expect(approved.heldRoles == ["Door"])
        #expect(try await fixture.roles().first { $0.name == "Door" }?.approved == 1)
    }

    /// A role that needs no approval is approved as soon as it is held: approving it again is refused.
    @Test func aRoleWithoutApprovalIsApprovedAlready() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera", roles: ["Bar"])
        #expect(await failure { try await fixture.approve("1", "Bar") }?.field == "role")
    }

    @Test func anEmailAnotherVolunteerHasIsRefused() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera", email: "vera@example.org")
        let before = await fixture.board()
        let error = await failure { try await fixture.volunteer("Vera again", email: " VERA@example.ORG ") }
        #expect(error?.code == "conflict")
        #expect(error?.field == "email")
        #expect(error?.words.contains("#1") == true)
        #expect(await fixture.board() == before)
        // Without an email, two of the same name are two volunteers.
        try await fixture.volunteer("Vera")
        try await fixture.volunteer("Vera")
        #expect(try await fixture.volunteers().map(\.number) == [1, 2, 3])
    }

    @Test func anUnknownRoleOrBadFieldAddsNobody() async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let role = await failure { try await fixture.volunteer("Vera", roles: ["Bar", "Kitchen"]) }
        #expect(role?.field == "role")
        #expect(role?.words.contains("'Door'") == true)
        #expect(await failure { try await fixture.volunteer(" ") }?.field == "name")
        #expect(await failure { try await fixture.volunteer("Vera", email: "not an address") }?.field == "email")
        let phone = await failure {
            try await AddVolunteer(fixture.dependencies).execute(AddVolunteerRequest(event: "fest", name: "Vera", phone: "call me"))
        }
        #expect(phone?.field == "phone")
        #expect(await fixture.board() == before)
    }

    @Test func anUnknownVolunteerIsNotFound() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T14:00")
        try await fixture.volunteer("Vera", email: "vera@example.org")
        let before = await fixture.board()
        for reference in ["2", "#2", "walt@example.org", "Vera", ""] {
            for error in [await failure { try await fixture.approve(reference, "Door") }, await failure { try await fixture.assign("1", reference) },
                          await failure { try await fixture.forgive(reference) }] {
                #expect(error?.code == "not_found", "\(reference)")
                #expect(error?.field == "volunteer")
                #expect(error?.nextStep == .listVolunteers(event: try Handle("fest")))
            }
        }
        #expect(await fixture.board() == before)
    }

    @Test func forgivingWithoutANoShowIsRefused() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        let before = await fixture.board()
        let error = await failure { try await fixture.forgive("1") }
        #expect(error?.code == "invalid" && error?.field == "volunteer")
        #expect(await fixture.board() == before)
    }

    @Test func forgivingCoversTheNoShowsThereAre() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera")
        try await fixture.shift("Bar", "2026-07-10T10:00", "2026-07-10T12:00")
        try await fixture.assign("1", "1")
        try fixture.now("2026-07-10T13:00+02:00")
        let forgiven = try await fixture.forgive("1")
        #expect(forgiven.noShows == 1, "the no-show is still shown")
        #expect(await fixture.board().assignments.map { $0.forgivenAt != nil } == [true], "the no-show is marked forgiven")
        #expect(await failure { try await fixture.forgive("1") }?.field == "volunteer", "nothing more to forgive")
    }

    @Test func staffAndStrangersManageNoVolunteers() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera", roles: ["Door"])
        let before = await fixture.board()
        fixture.signIn(fixture.stan)
        await #expect(throws: staffRefusal) { try await fixture.volunteer("Walt") }
        await #expect(throws: staffRefusal) { try await fixture.approve("1", "Door") }
        await #expect(throws: staffRefusal) { try await fixture.forgive("1") }
        #expect(try await fixture.volunteers().count == 1, "staff see them")
        fixture.signIn(fixture.nora)
        await #expect(throws: festMissing) { try await fixture.volunteer("Walt") }
        await #expect(throws: festMissing) { try await fixture.approve("1", "Door") }
        await #expect(throws: festMissing) { try await fixture.forgive("1") }
        await #expect(throws: festMissing) { try await fixture.volunteers() }
        #expect(await fixture.board() == before)
    }
}
