public import Domain

/// `rushday events members remove EVENT EMAIL`.
/// Takes someone out of an event. Owners and organizers only; the owner cannot be removed.
/// Answers with the member list after the change.
public struct RemoveMember: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: MemberRequest) async throws(DomainError) -> MemberListResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageMembers)
        let member = try await MemberInput.account(request.email, in: dependencies.userRepository)
        let memberships = dependencies.membershipRepository
        guard let membership = try await memberships.find(event: event.id, user: member.id) else {
            throw .notFound(field: "email", message: "\(member.email) is not a member of '\(event.handle)'", next: .listMembers(event: event.handle))
        }
        guard membership.role != .owner else {
            throw .invalid(field: "email", message: "\(member.email) owns '\(event.handle)'; the owner cannot be removed")
        }
        try await AuditTrail.recording("member.remove", event: event.id, target: member.email.value, at: dependencies.clock.now(),
                                       changes: [AuditChange("role", old: membership.role.rawValue, new: nil)]) { () async throws(DomainError) in
            try await memberships.remove(event: event.id, user: member.id)
        }
        return MemberListResponse(event: event, members: try await memberships.list(event: event.id))
    }
}
