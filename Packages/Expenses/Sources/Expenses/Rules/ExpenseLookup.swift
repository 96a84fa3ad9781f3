import Domain
import Foundation

/// The expense a command names by its number (`3`, or `#3` as tables show it).
enum ExpenseLookup {
    static func index(of raw: String, in expenses: [Expense], event: Event) throws(DomainError) -> Int {
        let typed = raw.trimmingCharacters(in: .whitespaces)
        let digits = typed.hasPrefix("#") ? String(typed.dropFirst()) : typed
        guard let number = Int(digits), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .invalid(field: "expense", message: "\(UserText.quoted(typed)) is not an expense number like 3", next: .listExpenses(event: event.handle))
        }
        guard let index = expenses.firstIndex(where: { $0.number == number }) else {
            throw .notFound(field: "expense", message: "no expense \(number) in '\(event.handle)'", next: .listExpenses(event: event.handle))
        }
        return index
    }
}
