import Domain
import Foundation

/// Reading the member commands' arguments: the role typed and the account behind an email.
enum MemberInput {
    static func role(_ raw: String?) throws(DomainError) -> Role {
        let text = raw?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        switch text {
        case "": return .staff
        case "organizer": return .organizer
        case "staff": return .staff
        case "owner":
            throw .invalid(field: "role", message: "an event has exactly one owner; use organizer or staff")
        default:
            throw .invalid(field: "role", message: "'\(raw ?? "")' is not a role; use organizer or staff")
        }
    }

    static func account(_ raw: String, in users: any UserRepository) async throws(DomainError) -> User {
        let email = try EmailAddress(raw, field: "email")
        guard let user = try await users.find(email: email) else {
            throw .notFound("no account with email \(email); they must run 'rushday auth signup' first")
        }
        return user
    }
}
