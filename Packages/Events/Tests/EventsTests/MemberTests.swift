import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

struct MemberTests {
    func add(_ fixture: Fixture, _ email: String, role: Role? = nil) async throws -> MemberListResponse {
        try await AddMember(fixture.dependencies).execute(MemberRequest(event: "summer-gala", email: email, role: role))
    }

    func remove(_ fixture: Fixture, _ email: String) async throws -> MemberListResponse {
        try await RemoveMember(fixture.dependencies).execute(MemberRequest(event: "summer-gala", email: email))
    }

    func summary(_ response: MemberListResponse) -> [String] {
        response.members.map { "\($0.email) \($0.membership.role)" }
    }

    @Test func addsAsStaffByDefaultAndAnswersWithTheList() async throws {
        let fixture = try await Fixture.make()
        fixture.dependencies.fixedClock.advance(by: 60)
        let response = try await add(fixture, " Nora@Example.org ")
        #expect(response.event.id == fixture.event.id)
        #expect(summary(response) == ["ada@example.org owner", "otto@example.org organizer", "nora@example.org staff", "stan@example.org staff"])
        let nora = try #require(response.members.first { $0.email.value == "nora@example.org" })
        #expect(nora.displayName == "Nora")
        #expect(nora.membership.addedAt == instant("2026-06-01T12:01:00Z"))
    }

    @Test func addsAnOrganizer() async throws {
        let fixture = try await Fixture.make()
        _ = try await add(fixture, "nora@example.org", role: .organizer)
        #expect(try await fixture.role(of: fixture.nora) == .organizer)
    }

    @Test func anOrganizerMayAddAndRemove() async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(fixture.otto)
        _ = try await add(fixture, "nora@example.org", role: .organizer)
        #expect(try await fixture.role(of: fixture.nora) == .organizer)
        _ = try await remove(fixture, "nora@example.org")
        #expect(try await fixture.role(of: fixture.nora) == nil)
    }

    @Test func changesTheRoleOfAnExistingMemberKeepingWhenTheyJoined() async throws {
        let fixture = try await Fixture.make()
        let before = try #require(await fixture.store.find(event: fixture.event.id, user: fixture.stan.id))
        fixture.dependencies.fixedClock.advance(by: 3600)
        _ = try await add(fixture, "stan@example.org", role: .organizer)
        let after = try #require(await fixture.store.find(event: fixture.event.id, user: fixture.stan.id))
        #expect(after.role == .organizer)
        #expect(after.addedAt == before.addedAt)
        _ = try await add(fixture, "otto@example.org", role: .staff)
        #expect(try await fixture.role(of: fixture.otto) == .staff)
    }

    @Test func addingTheSameRoleAgainIsAConflict() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await add(fixture, "stan@example.org", role: .staff) }
        #expect(error == .conflict(field: "email", message: "stan@example.org is already staff of 'summer-gala'; give another role to change it"))
    }

    @Test func nobodyBecomesASecondOwner() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await add(fixture, "nora@example.org", role: .owner) }
        #expect(error == .invalid(field: "role", message: "an event has exactly one owner; use organizer or staff"))
    }

    @Test(arguments: [Role.staff, .organizer])
    func theOwnerCannotBeDemoted(role: Role) async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await add(fixture, "ada@example.org", role: role) }
        #expect(error == .invalid(field: "role", message: "ada@example.org owns 'summer-gala'; the owner cannot be demoted"))
    }

    @Test func anUnknownEmailMustSignUpFirst() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await add(fixture, "Zoe@Example.org") }
        #expect(error == .notFound(field: "email", message: "no account with email zoe@example.org", next: .signUp))
        let removeError = await failureLeavingStoreUnchanged(fixture.store) { try await remove(fixture, "zoe@example.org") }
        #expect(removeError == .notFound(field: "email", message: "no account with email zoe@example.org", next: .signUp))
    }

    @Test func aMalformedEmailIsInvalid() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await add(fixture, "not-an-email") }
        #expect(field(of: error) == "email")
    }

    @Test func removesAMember() async throws {
        let fixture = try await Fixture.make()
        let response = try await remove(fixture, "STAN@example.org")
        #expect(summary(response) == ["ada@example.org owner", "otto@example.org organizer"])
        #expect(try await fixture.role(of: fixture.stan) == nil)
    }

    @Test func theOwnerCannotBeRemoved() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await remove(fixture, "ada@example.org") }
        #expect(error == .invalid(field: "email", message: "ada@example.org owns 'summer-gala'; the owner cannot be removed"))
    }

    @Test func removingSomeoneNotInTheEventIsNotFound() async throws {
        let fixture = try await Fixture.make()
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await remove(fixture, "nora@example.org") }
        #expect(error == .notFound(field: "email", message: "nora@example.org is not a member of 'summer-gala'", next: .listMembers(event: try Handle("summer-gala"))))
    }

    @Test func anyMemberMayListOwnerFirstThenByEmail() async throws {
        let fixture = try await Fixture.make()
        _ = try await add(fixture, "nora@example.org", role: .organizer)
        fixture.signIn(fixture.stan)
        let response = try await ListMembers(fixture.dependencies).execute(EventReference(event: "summer-gala"))
        #expect(summary(response) == ["ada@example.org owner", "nora@example.org organizer", "otto@example.org organizer", "stan@example.org staff"])
    }

    @Test func aFailedWriteAddsNobody() async throws {
        let fixture = try await Fixture.make()
        await fixture.store.failNextWrite(with: .storeBusy)
        #expect(await failureLeavingStoreUnchanged(fixture.store) { try await add(fixture, "nora@example.org") } == .storeBusy)
    }
}
