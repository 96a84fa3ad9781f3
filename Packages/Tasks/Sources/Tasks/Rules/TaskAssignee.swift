import Domain
import Foundation

/// Who a task goes to: a member of its event, named by email.
enum TaskAssignee {
    /// Nil for blank text: nobody.
    static func member(_ raw: String, of event: Event, among members: [MemberRecord]) throws(DomainError) -> UserID? {
        let typed = raw.trimmingCharacters(in: .whitespaces)
        if typed.isEmpty { return nil }
        let email = try EmailAddress(typed, field: "assign")
        guard let member = members.first(where: { $0.email == email }) else {
            throw .invalid(field: "assign", message: "\(email) is not a member of '\(event.handle)'; a task goes to one of its members",
                            next: .listMembers(event: event.handle))
        }
        return member.membership.userID
    }
}
