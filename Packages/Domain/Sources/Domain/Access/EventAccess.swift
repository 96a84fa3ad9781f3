import Foundation

/// The one event-access check: finds the event a user names and checks what their role allows
/// (an `EventPermission`, declared by each feature as data). A user who is not a member gets
/// exactly the answer for a missing event, so handles of other people's events are never
/// revealed. `user`, where a method takes one, is the signed-in user when the caller has asked
/// for them already: asking again would read the session again; nil asks.
public struct EventAccess: Sendable {
    private let dependencies: any EventAccessDependencies

    public init(_ dependencies: any EventAccessDependencies) {
        self.dependencies = dependencies
    }

    /// The event `reference` names, with the role the user holds in it.
    public func open(_ reference: String, as user: User? = nil, for permission: EventPermission) async throws(DomainError) -> MemberEvent {
        let user = try await signedIn(user)
        let typed = reference.trimmingCharacters(in: .whitespaces)
        guard let event = try await find(typed),
              let membership = try await dependencies.membershipRepository.find(event: event.id, user: user.id)
        else { throw Self.missing(typed) }
        try permission.require(membership.role)
        return MemberEvent(event: event, role: membership.role)
    }

    /// The event `reference` names, for a caller that needs no more than the check.
    public func event(_ reference: String, as user: User? = nil, for permission: EventPermission) async throws(DomainError) -> Event {
        try await open(reference, as: user, for: permission).event
    }

    /// The event `reference` names, opened by a door link: the door has the staff role's rights
    /// at its own event and none anywhere else, where it gets the answer a stranger gets.
    public func event(_ reference: String, at door: DoorLink, for permission: EventPermission) async throws(DomainError) -> Event {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        guard let event = try await find(typed), event.id == door.eventID else { throw Self.missing(typed) }
        try permission.require(.staff)
        return event
    }

    /// The user's role in an event found another way (through a ticket), checked as `open`
    /// checks it. A non-member is told the event, by its handle, is missing; a caller whose user
    /// named something else replaces that with its own "missing", so neither is revealed.
    @discardableResult
    public func require(_ permission: EventPermission, on event: Event, as user: User? = nil) async throws(DomainError) -> Role {
        let user = try await signedIn(user)
        guard let membership = try await dependencies.membershipRepository.find(event: event.id, user: user.id) else {
            throw Self.missing(event.handle.value)
        }
        try permission.require(membership.role)
        return membership.role
    }

    private func signedIn(_ user: User?) async throws(DomainError) -> User {
        if let user { return user }
        return try await dependencies.currentUser.requireUser()
    }

    /// Lookups forgive case: handles are lower-case, so "Summer-Gala" can only mean one event;
    /// text that cannot be a handle names no event rather than being a mistake to explain.
    private func find(_ typed: String) async throws(DomainError) -> Event? {
        guard let handle = try? Handle(typed.lowercased(), field: "event") else { return nil }
        return try await dependencies.eventRepository.find(handle: handle)
    }

    private static func missing(_ typed: String) -> DomainError {
        .notFound(field: "event", message: "no event \(UserText.quoted(typed)) among yours", next: .listEvents)
    }
}
