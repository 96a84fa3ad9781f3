import Domain
import Foundation

/// The name other organisers see next to an email.
enum DisplayNameRules {
    static let field = "name"
    static let maximumLength = 100

    /// The trimmed name, or why it cannot be used.
    static func validate(_ raw: String) throws(DomainError) -> String {
        let name = raw.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            throw .invalid(field: field, message: "is required; give the name people will see, like 'Ada Lovelace'")
        }
        guard name.count <= maximumLength else {
            throw .invalid(field: field, message: "is \(name.count) characters; use at most \(maximumLength)")
        }
        // Control characters break table rows and CSV lines; invisible and direction-changing
        // ones make the name read differently from what is stored.
        try UserText.validate(name, field: field, allowingLineBreaks: false)
        return name
    }
}
