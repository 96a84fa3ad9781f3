public import Domain

/// `rushday events members list EVENT`.
/// Everyone in an event with their role, owner first; any member may look.
public struct ListMembers: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventReference) async throws(DomainError) -> MemberListResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .viewEvent)
        return MemberListResponse(event: event, members: try await dependencies.membershipRepository.list(event: event.id))
    }
}
