public import Domain
import Foundation

/// `rushday events list [--upcoming | --past] [--status STATUS]`.
/// The signed-in user's events (any role), ordered by start then handle, each with the role.
/// Upcoming: not yet ended now (so events under way count); past: ended before now.
public struct ListEvents: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ListEventsRequest) async throws(DomainError) -> EventListResponse {
        let user = try await dependencies.currentUser.requireUser()
        let now = dependencies.clock.now()
        let window: EventQuery.Window = switch request.window {
        case .all: .all
        case .upcoming: .upcoming(now)
        case .past: .past(now)
        }
        let events = try await dependencies.eventRepository.list(EventQuery(memberID: user.id, window: window, status: request.status))
        return EventListResponse(items: events.map { EventListResponse.Item(event: $0.event, role: $0.role) },
                                 window: request.window, status: request.status)
    }
}
