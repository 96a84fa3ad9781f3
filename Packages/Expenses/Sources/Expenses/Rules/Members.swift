import Domain
import Foundation

/// The people of an event's money: its members by email, in email order (the stable order
/// splits and settlement break ties in), and the emails of anyone an expense names, former
/// members included.
struct Members {
    let event: Event
    let records: [MemberRecord]
    private let formerEmails: [UserID: String]

    static func of(_ event: Event, _ dependencies: any ExpensesDependencies, naming expenses: [Expense] = []) async throws(DomainError) -> Members {
        let records = try await dependencies.membershipRepository.list(event: event.id).sorted { $0.email.value < $1.email.value }
        let current = Set(records.map(\.membership.userID))
        var former: [UserID: String] = [:]
        for id in Set(expenses.flatMap { [$0.paidBy] + $0.split.parts.map(\.member) }) where !current.contains(id) {
            former[id] = try await dependencies.userRepository.find(id: id)?.email.value ?? id.description
        }
        return Members(event: event, records: records, formerEmails: former)
    }

    /// The members an expense is split among when none are named: those who handle money.
    var moneyHandlers: [UserID] {
        records.filter { $0.membership.role != .staff }.map(\.membership.userID)
    }

    func member(_ raw: String, field: String) throws(DomainError) -> UserID {
        let typed = raw.trimmingCharacters(in: .whitespaces)
        guard let email = try? EmailAddress(typed, field: field),
              let record = records.first(where: { $0.email == email })
        else {
            throw .invalid(field: field, message: "\(UserText.quoted(typed)) is not a member of '\(event.handle)'", next: .listMembers(event: event.handle))
        }
        return record.membership.userID
    }

    func email(_ id: UserID) -> String {
        records.first { $0.membership.userID == id }?.email.value ?? formerEmails[id] ?? id.description
    }

    /// Puts ids in email order.
    func ordered(_ ids: [UserID]) -> [UserID] {
        ids.sorted { email($0) < email($1) }
    }
}
