import Domain
import Foundation

/// The rules for the text fields of an expense and a budget line.
enum ExpenseFields {
    static let longestText = 200

    /// A category is handle-like (`venue`, `catering`, `photo-booth`) so it is typed the same way
    /// every time; any case is accepted and kept lower-case.
    static func category(_ raw: String, field: String = "category") throws(DomainError) -> Handle {
        do {
            return try Handle(raw.trimmingCharacters(in: .whitespaces).lowercased(), field: field)
        } catch {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is not a category; use 2-48 letters, digits and single hyphens, like venue, catering or photo-booth")
        }
    }

    static func payee(_ raw: String) throws(DomainError) -> String {
        guard let payee = try text(raw, field: "payee") else {
            throw .invalid(field: "payee", message: "is blank; say who was paid, like 'Town Hall'")
        }
        return payee
    }

    /// Optional texts: nil when not given; blank is an error ("leave it out for none").
    static func optional(_ raw: String?, field: String) throws(DomainError) -> String? {
        guard let raw else { return nil }
        guard let value = try text(raw, field: field) else {
            throw .invalid(field: field, message: "is blank; give some text, or leave it out")
        }
        return value
    }

    /// On update, the exact empty text clears the field.
    static func replacement(_ raw: String?, field: String, current: String?) throws(DomainError) -> String? {
        guard let raw else { return current }
        return raw.isEmpty ? nil : try optional(raw, field: field)
    }

    private static func text(_ raw: String, field: String) throws(DomainError) -> String? {
        let text = raw.trimmingCharacters(in: .whitespaces)
        guard !text.isEmpty else { return nil }
        try UserText.validate(text, field: field, allowingLineBreaks: false)
        guard text.count <= longestText else {
            throw .invalid(field: field, message: "is \(text.count) characters long; keep it to \(longestText)")
        }
        return text
    }

    static func amount(_ raw: String, currency: Currency, field: String = "amount") throws(DomainError) -> Money {
        let money = try Money(parsing: raw, currency: currency, field: field)
        guard money.minorUnits > 0 else {
            throw .invalid(field: field, message: "\(UserText.quoted(raw)) is zero; an expense costs something")
        }
        return money
    }
}
