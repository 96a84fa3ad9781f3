import Domain
import DomainTestSupport
import Events
import Synchronization
import Testing

/// A section that says which role it was drawn for and holds a row that is each viewer's own,
/// remembering each role it was asked for.
private final class ViewerContributor: DashboardContributor {
    let ownRows = Mutex<[UserID: String]>([:])
    let asked = Mutex<[Role]>([])

    func section(for event: Event, seenAs role: Role) throws(DomainError) -> DashboardSection? {
        asked.withLock { $0.append(role) }
        var own = DashboardSection.Item(label: "Yours", value: "none")
        own.byViewer = ownRows.withLock { $0 }
        return DashboardSection(key: "viewer", title: "Viewer", items: [.init(label: "Role", value: role.rawValue), own])
    }
}

struct ShowEventToManyTests {
    /// The rule: whoever watches, and however many, each viewer is answered exactly as
    /// `ShowEvent` answers them alone, and the sections are drawn once per role among them.
    @Test func eachViewerGetsWhatShowEventGivesThemAndEachRoleIsDrawnOnce() async throws {
        let contributor = ViewerContributor()
        let watched = try await Fixture.make(contributors: [contributor])
        contributor.ownRows.withLock { $0 = [watched.ada.id: "ada's", watched.stan.id: "stan's"] }
        let people: [User?] = [watched.ada, watched.otto, watched.stan, watched.nora, nil]
        let roles: [UserID: Role] = [watched.ada.id: .owner, watched.otto.id: .organizer, watched.stan.id: .staff]
        var random = SeededRandom(seed: 45)
        for round in 0..<60 {
            let viewers = (0..<Int.random(in: 0...8, using: &random)).map { _ in people.randomElement(using: &random)! }
            let reference = EventReference(event: round % 10 == 0 ? "no-such-event" : "Summer-Gala")
            contributor.asked.withLock { $0 = [] }
            let answers = await ShowEventToMany(watched.dependencies).execute(reference, viewers: viewers.map { FixedCurrentUser($0) })
            let drawn = contributor.asked.withLock { $0 }
            #expect(answers.count == viewers.count)
            #expect(drawn.count == Set(drawn).count, "round \(round): a role drawn twice: \(drawn)")
            let members = reference.event == "no-such-event" ? [] : Set(viewers.compactMap { $0.flatMap { roles[$0.id] } })
            #expect(Set(drawn) == members, "round \(round)")
            for (viewer, answer) in zip(viewers, answers) {
                watched.signIn(viewer)
                let alone: Result<EventResponse, DomainError>
                do throws(DomainError) {
                    alone = .success(try await ShowEvent(watched.dependencies).execute(reference))
                } catch {
                    alone = .failure(error)
                }
                #expect(answer == alone, "round \(round), viewer \(viewer?.displayName ?? "signed out")")
            }
        }
    }

    @Test func aViewersOwnRowIsTheirs() async throws {
        let contributor = ViewerContributor()
        let watched = try await Fixture.make(contributors: [contributor])
        contributor.ownRows.withLock { $0 = [watched.ada.id: "ada's", watched.stan.id: "stan's"] }
        let answers = await ShowEventToMany(watched.dependencies).execute(EventReference(event: "summer-gala"),
                                                                          viewers: [watched.ada, watched.otto, watched.stan].map { FixedCurrentUser($0) })
        let own = try answers.map { try $0.get().dashboard[1].items[1] }
        #expect(own == [.init(label: "Yours", value: "ada's"), .init(label: "Yours", value: "none"), .init(label: "Yours", value: "stan's")])
    }
}
