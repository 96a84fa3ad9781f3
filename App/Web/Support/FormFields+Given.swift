import Foundation

extension [String: String] {
    /// The value of a query's or a form's field; nil when absent or blank (`blank`: only
    /// whitespace by default), which a form reads as "not given".
    func given(_ field: String, blank: CharacterSet = .whitespaces) -> String? {
        self[field].flatMap { $0.trimmingCharacters(in: blank).isEmpty ? nil : $0 }
    }
}
