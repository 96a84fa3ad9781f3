import Domain
import Foundation

/// The expense a command names by its number (`3`, or `#3` as tables show it).
enum ExpenseLookup {
    static func index(of raw: String, in expenses: [Expense], event: Event) throws(DomainError) -> Int {
        let typed = raw.trimmingCharacters(in: .whitespaces)
        let digits = typed.hasPrefix("#") ? String(typed.dropFirst()) : typed
        guard let number = Int(digits), digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw .invalid(field: "expense", message: "\(UserText.quoted(typed)) is not an expense number; use the number 'rushday expenses list \(event.handle)' shows, like 3")
        }
        guard let index = expenses.firstIndex(where: { $0.number == number }) else {
            throw .notFound("expense: no expense \(number) in '\(event.handle)'; see them with 'rushday expenses list \(event.handle)'")
        }
        return index
    }
}
