import Domain
import Foundation

/// Reading the member commands' arguments: the role asked for and the account behind an email.
enum MemberInput {
    /// The role asked for, staff when none: owner is not one to give, an event has exactly one.
    static func role(_ asked: Role?) throws(DomainError) -> Role {
        let role = asked ?? .staff
        guard role != .owner else {
            throw .invalid(field: "role", message: "an event has exactly one owner; use organizer or staff")
        }
        return role
    }

    static func account(_ raw: String, in users: any UserRepository) async throws(DomainError) -> User {
        let email = try EmailAddress(raw, field: "email")
        guard let user = try await users.find(email: email) else {
            throw .notFound(field: "email", message: "no account with email \(email)", next: .signUp)
        }
        return user
    }
}
