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
        // Control characters would break table rows and CSV lines wherever the name is shown.
        guard !name.unicodeScalars.contains(where: isControl) else {
            throw .invalid(field: field, message: "must not contain tabs, line breaks or other control characters; type it on one line")
        }
        return name
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
