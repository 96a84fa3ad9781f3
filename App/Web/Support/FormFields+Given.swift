import Domain
import Foundation

extension [String: String] {
    /// The value of a query's or a form's field; nil when absent or blank (`blank`: only
    /// whitespace by default), which a form reads as "not given".
    func given(_ field: String, blank: CharacterSet = .whitespaces) -> String? {
        self[field].flatMap { $0.trimmingCharacters(in: blank).isEmpty ? nil : $0 }
    }

    /// A whole number typed in `field` (nil when blank), refused beside the field when it is not one.
    func number(_ field: String) throws(DomainError) -> Int? {
        guard let text = given(field) else { return nil }
        guard let number = Int(text.trimmingCharacters(in: .whitespaces)) else {
            throw .invalid(field: field, message: "\(UserText.quoted(text)) is not a whole number")
        }
        return number
    }
}
