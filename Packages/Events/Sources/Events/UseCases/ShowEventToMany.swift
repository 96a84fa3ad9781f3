public import Domain

/// One event's dashboard for many viewers at once, as a server's live dashboards redraw it
/// after each change: each viewer is checked as `ShowEvent` checks them, but the sections are
/// read once per role, so a change seen by two hundred open dashboards is read once, not two
/// hundred times. Each viewer gets what `ShowEvent` gives them: their answer, or their refusal
/// (signed out, no longer a member).
public struct ShowEventToMany: Sendable {
    private let dependencies: any EventsDependencies

    /// `dependencies` read the event and its sections; who is signed in there is never asked.
    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventReference, viewers: [any CurrentUserProvider]) async -> [Result<EventResponse, DomainError>] {
        let access = EventAccess(dependencies)
        var members: [Result<(user: User, member: MemberEvent), DomainError>] = []
        for viewer in viewers {
            do throws(DomainError) {
                let user = try await viewer.requireUser()
                members.append(.success((user, try await access.open(request.event, as: user, for: .viewEvent))))
            } catch {
                members.append(.failure(error))
            }
        }
        let sections = DashboardSections(dependencies: dependencies)
        var byRole: [Role: Result<[DashboardSection], DomainError>] = [:]
        var answers: [Result<EventResponse, DomainError>] = []
        for member in members {
            switch member {
            case let .failure(refusal):
                answers.append(.failure(refusal))
            case let .success((user, member)):
                let (event, role) = (member.event, member.role)
                let drawn: Result<[DashboardSection], DomainError>
                if let kept = byRole[role] {
                    drawn = kept
                } else {
                    do throws(DomainError) {
                        drawn = .success(try await sections.sections(of: event, seenAs: role))
                    } catch {
                        drawn = .failure(error)
                    }
                    byRole[role] = drawn
                }
                answers.append(drawn.map { EventResponse(event: event, role: role, dashboard: $0.map { $0.seen(by: user.id) }) })
            }
        }
        return answers
    }
}
