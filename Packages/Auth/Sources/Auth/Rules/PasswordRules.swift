import Domain
import Foundation

/// The rules every new password meets, at signup and at a password change.
enum PasswordRules {
    static let minimumLength = 10
    /// Long enough for any passphrase, short enough that hashing stays cheap.
    static let maximumLength = 1024

    /// The form a password is hashed and checked in: Unicode NFC, so "é" typed as one
    /// precomposed character or as "e" plus a combining accent (keyboards differ) is the same
    /// password. Signup, login and passwd all go through here.
    static func normalised(_ password: String) -> String {
        password.precomposedStringWithCanonicalMapping
    }

    static func validate(_ password: String, for email: EmailAddress, field: String) throws(DomainError) {
        guard password.count >= minimumLength else {
            throw .invalid(field: field, message: "must be at least \(minimumLength) characters; choose a longer one")
        }
        guard password.count <= maximumLength else {
            throw .invalid(field: field, message: "must be at most \(maximumLength) characters; choose a shorter one")
        }
        guard !password.allSatisfy(\.isWhitespace) else {
            throw .invalid(field: field, message: "must not be only spaces; choose one with letters, digits or symbols")
        }
        guard password.trimmingCharacters(in: .whitespacesAndNewlines).lowercased() != email.value else {
            throw .invalid(field: field, message: "must not be your email address; choose something else")
        }
    }
}
