public import Domain

/// `rushday events members add EVENT EMAIL [--role organizer|staff]`.
/// Adds an account to an event as organizer or staff (default staff), or changes the role of
/// someone already in it. Owners and organizers only; the owner's role never changes here.
/// Answers with the member list after the change.
public struct AddMember: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: MemberRequest) async throws(DomainError) -> MemberListResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageMembers)
        let role = try MemberInput.role(request.role)
        let member = try await MemberInput.account(request.email, in: dependencies.userRepository)
        let memberships = dependencies.membershipRepository
        let now = dependencies.clock.now()
        var membership = Membership(eventID: event.id, userID: member.id, role: role, addedAt: now)
        var before: Role?
        if let existing = try await memberships.find(event: event.id, user: member.id) {
            guard existing.role != .owner else {
                throw .invalid(field: "role", message: "\(member.email) owns '\(event.handle)'; the owner cannot be demoted")
            }
            guard existing.role != role else {
                throw .conflict(field: "email", message: "\(member.email) is already \(role) of '\(event.handle)'; give another role to change it")
            }
            membership = existing
            membership.role = role
            before = existing.role
        }
        // Someone already in the team has their role changed by the same command.
        try await AuditTrail.recording(before == nil ? "member.add" : "member.role", event: event.id, target: member.email.value, at: now,
                                       changes: [AuditChange("role", old: before?.rawValue, new: role.rawValue)]) { () async throws(DomainError) in
            try await memberships.save(membership)
        }
        return MemberListResponse(event: event, members: try await memberships.list(event: event.id))
    }
}
