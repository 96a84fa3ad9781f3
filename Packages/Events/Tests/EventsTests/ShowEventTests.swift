import Domain
import DomainTestSupport
import Events
import Testing

struct ShowEventTests {
    @Test func startsTheDashboardWithMemberCounts() async throws {
        let fixture = try await Fixture.make()
        let response = try await ShowEvent(fixture.dependencies).execute(EventReference(event: "summer-gala"))
        #expect(response.event == fixture.event)
        #expect(response.role == .owner)
        #expect(response.dashboard == [DashboardSection(key: "members", title: "Members", items: [
            .init(label: "Owner", value: "1"), .init(label: "Organizers", value: "1"),
            .init(label: "Staff", value: "1"), .init(label: "Total", value: "3"),
        ])])
    }

    @Test func asksEveryContributorInOrderAndSkipsEmptySections() async throws {
        let log = ContributorLog()
        let fixture = try await Fixture.make(contributors: [
            RecordingContributor(key: "guests", log: log),
            RecordingContributor(key: "quiet", log: log, answers: false),
            RecordingContributor(key: "budget", log: log),
        ])
        let response = try await ShowEvent(fixture.dependencies).execute(EventReference(event: "summer-gala"))
        #expect(log.keys == ["guests", "quiet", "budget"])
        #expect(response.dashboard.map(\.key) == ["members", "guests", "budget"])
        #expect(response.dashboard[1] == DashboardSection(key: "guests", title: "Guests", items: [.init(label: "Event", value: "summer-gala")]))
    }

    @Test func aContributorsFailureIsReported() async throws {
        let fixture = try await Fixture.make(contributors: [RecordingContributor(key: "guests", log: ContributorLog(), failure: .storeBusy)])
        #expect(await failure { try await ShowEvent(fixture.dependencies).execute(EventReference(event: "summer-gala")) } == .storeBusy)
    }

    @Test func anyMemberMayLookAndSeesTheirRole() async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(fixture.stan)
        #expect(try await ShowEvent(fixture.dependencies).execute(EventReference(event: "summer-gala")).role == .staff)
        fixture.signIn(fixture.otto)
        #expect(try await ShowEvent(fixture.dependencies).execute(EventReference(event: " Summer-Gala ")).role == .organizer)
    }

    @Test(arguments: ["no-such-event", "not a handle", ""])
    func aMissingEventIsNotFound(reference: String) async throws {
        let fixture = try await Fixture.make()
        let error = await failure { try await ShowEvent(fixture.dependencies).execute(EventReference(event: reference)) }
        #expect(error == .notFound(field: "event", message: "no event '\(reference.trimmingCharacters(in: .whitespaces))' among yours", next: .listEvents))
    }
}
