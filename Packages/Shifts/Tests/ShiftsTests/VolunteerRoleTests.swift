import Domain
import DomainTestSupport
import Foundation
import Shifts
import Testing

/// The roles an event's shifts need: added once by name (in any case), removed only while no
/// shift needs them, taking the volunteers' grants with them.
@Suite struct VolunteerRoleTests {
    @Test func aRoleIsAddedAndListed() async throws {
        let fixture = try await Fixture()
        let added = try await AddVolunteerRole(fixture.dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "  First aid "))
        #expect(added.name == "First aid")
        #expect(!added.needsApproval)
        #expect(added.volunteers == 0 && added.approved == 0)
        #expect(try await fixture.roles().map(\.name) == ["Bar", "Door", "First aid"])
        let stored = await fixture.board().roles
        #expect(stored.map(\.name) == ["Bar", "Door", "First aid"])
        #expect(stored.map(\.needsApproval) == [false, true, false])
        #expect(stored.allSatisfy { $0.eventID == fixture.event.id })
    }

    @Test(arguments: ["bar", "BAR", " Bar ", "dOOR"])
    func aNameTakenInAnyCaseIsRefused(_ name: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let error = await failure {
            try await AddVolunteerRole(fixture.dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: name))
        }
        #expect(error?.code == "conflict")
        #expect(error?.field == "role")
        #expect(await fixture.board() == before)
    }

    @Test(arguments: ["", "   ", "Bar\nDoor", String(repeating: "r", count: 61)])
    func aBadNameIsRefused(_ name: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let error = await failure {
            try await AddVolunteerRole(fixture.dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: name))
        }
        #expect(error?.code == "invalid")
        #expect(error?.field == "role")
        #expect(await fixture.board() == before)
    }

    @Test func theListCountsHoldersAndTheApproved() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera", roles: ["Bar", "Door"])
        try await fixture.volunteer("Walt", roles: ["Door"])
        try await fixture.volunteer("Xena", roles: [])
        try await fixture.approve("2", "Door")
        let roles = try await fixture.roles()
        let bar = roles.first { $0.name == "Bar" }
        let door = roles.first { $0.name == "Door" }
        #expect(bar?.volunteers == 1 && bar?.approved == 1, "a role without approval counts every holder as approved")
        #expect(door?.volunteers == 2 && door?.approved == 1)
    }

    @Test func aRoleNoShiftNeedsIsRemovedAndItsGrantsGo() async throws {
        let fixture = try await Fixture()
        _ = try await AddVolunteerRole(fixture.dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "Kitchen"))
        try await fixture.volunteer("Vera", roles: ["Bar", "Kitchen"])
        try await fixture.volunteer("Walt", roles: ["kitchen"])
        try await fixture.shift("Bar", "2026-07-10T12:00", "2026-07-10T16:00", needs: ["Bar=1"])
        fixture.dependencies.fixedClock.advance(by: 60)
        let removed = try await RemoveVolunteerRole(fixture.dependencies).execute(event: "fest", name: "KITCHEN")
        #expect(removed.name == "Kitchen")
        #expect(removed.volunteers == 2, "the role as it was")
        let board = await fixture.board()
        #expect(board.roles.map(\.name) == ["Bar", "Door"])
        let bar = board.roles.first { $0.name == "Bar" }!
        #expect(board.volunteers.map(\.roles) == [[VolunteerRoleGrant(role: bar.id, approved: true)], []])
        #expect(board.volunteers.allSatisfy { $0.updatedAt == fixture.dependencies.fixedClock.now() })
        #expect(try await fixture.volunteers().map { $0.roles.map(\.name) } == [["Bar"], []])
        // The name is free again.
        #expect(try await AddVolunteerRole(fixture.dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "kitchen")).volunteers == 0)
    }

    @Test func aRoleAShiftNeedsIsNotRemoved() async throws {
        let fixture = try await Fixture()
        try await fixture.volunteer("Vera", roles: ["Door"])
        try await fixture.shift("Door", "2026-07-10T12:00", "2026-07-10T16:00", needs: ["Door=1"])
        let before = await fixture.board()
        let error = await failure { try await RemoveVolunteerRole(fixture.dependencies).execute(event: "fest", name: "door") }
        #expect(error?.code == "invalid")
        #expect(error?.field == "role")
        #expect(error?.words.contains("#1") == true, "names the shift that needs it")
        #expect(await fixture.board() == before)
        // Once someone was on a shift in it, the role keeps that record, cancelled or not.
        try await ApproveVolunteer(fixture.dependencies).execute(event: "fest", volunteer: "1", role: "Door")
        try await fixture.assign("1", "1")
        try await fixture.cancel("1")
        let cancelled = await fixture.board()
        #expect(await failure { try await RemoveVolunteerRole(fixture.dependencies).execute(event: "fest", name: "Door") }?.field == "role")
        #expect(await fixture.board() == cancelled)
    }

    @Test func aRoleOnlyACancelledShiftNeededIsRemovedFromIt() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Door", "2026-07-10T12:00", "2026-07-10T16:00", needs: ["Bar=1", "Door=1"])
        try await fixture.cancel("1")
        _ = try await RemoveVolunteerRole(fixture.dependencies).execute(event: "fest", name: "Door")
        let board = await fixture.board()
        #expect(board.roles.map(\.name) == ["Bar"])
        #expect(board.shifts[0].needs.count == 1, "the cancelled shift forgets the role")
    }

    /// The refusal's advice works: a need lowered to 0 lets the role go.
    @Test func aNeedLoweredToZeroLetsTheRoleGo() async throws {
        let fixture = try await Fixture()
        try await fixture.shift("Door", "2026-07-10T12:00", "2026-07-10T16:00", needs: ["Bar=1", "Door=1"])
        let lowered = try await fixture.update("1", needs: ["Door=0"])
        #expect(lowered.roles.map(\.role) == ["Bar", "Door"])
        #expect(lowered.roles.map(\.need) == [1, 0])
        _ = try await RemoveVolunteerRole(fixture.dependencies).execute(event: "fest", name: "Door")
        #expect(try await fixture.show("1").roles.map(\.role) == ["Bar"])
    }

    @Test func anUnknownRoleIsNotRemoved() async throws {
        let fixture = try await Fixture()
        let before = await fixture.board()
        let error = await failure { try await RemoveVolunteerRole(fixture.dependencies).execute(event: "fest", name: "Kitchen") }
        #expect(error?.field == "role")
        #expect(error?.words.contains("'Bar'") == true && error?.words.contains("'Door'") == true, "names the roles there are")
        #expect(error?.nextStep == .listVolunteerRoles(event: try Handle("fest")))
        #expect(await fixture.board() == before)
    }

    @Test func organizersManageRoles() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.otto)
        _ = try await AddVolunteerRole(fixture.dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "Kitchen", needsApproval: true))
        let kitchen = try await fixture.roles().last
        #expect(kitchen?.name == "Kitchen" && kitchen?.needsApproval == true && kitchen?.volunteers == 0)
        _ = try await RemoveVolunteerRole(fixture.dependencies).execute(event: "fest", name: "Kitchen")
        #expect(try await fixture.roles().map(\.name) == ["Bar", "Door"])
    }

    @Test func staffSeeRolesButAreRefusedChanges() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.stan)
        let before = await fixture.board()
        await #expect(throws: staffRefusal) {
            try await AddVolunteerRole(fixture.dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "Kitchen"))
        }
        await #expect(throws: staffRefusal) { try await RemoveVolunteerRole(fixture.dependencies).execute(event: "fest", name: "Bar") }
        #expect(await fixture.board() == before)
        #expect(try await fixture.roles().map(\.name) == ["Bar", "Door"])
    }

    @Test func aNonMemberIsToldTheEventIsMissing() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.nora)
        let before = await fixture.board()
        await #expect(throws: festMissing) {
            try await AddVolunteerRole(fixture.dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "Kitchen"))
        }
        await #expect(throws: festMissing) { try await RemoveVolunteerRole(fixture.dependencies).execute(event: "fest", name: "Bar") }
        await #expect(throws: festMissing) { try await fixture.roles() }
        fixture.signIn(nil)
        await #expect(throws: DomainError.notSignedIn) { try await fixture.roles() }
        #expect(await fixture.board() == before)
    }
}
