public import Domain

/// `rushday events members list EVENT`.
/// Everyone in an event with their role, owner first; any member may look.
public struct ListMembers: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventReference) async throws(DomainError) -> MemberListResponse {
        let user = try await dependencies.currentUser.requireUser()
        let event = try await EventAccess(dependencies).open(request.event, as: user, for: .view).event
        return MemberListResponse(event: event, members: try await dependencies.membershipRepository.list(event: event.id))
    }
}
