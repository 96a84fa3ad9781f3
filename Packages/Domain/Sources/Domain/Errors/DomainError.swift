public import Foundation

/// Every failure a use case reports. `message` is one line a person can act on: it names the
/// field and the fix. `category` lets the App choose the exit code without knowing the cases.
public enum DomainError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Input that breaks a rule: `field` is the option or argument the user typed.
    case invalid(field: String, message: String)
    /// Nothing matches what the user named (an event handle, a member's email). The message
    /// starts with the field, like every other: "event: no event 'x' among yours; ...".
    case notFound(String)
    /// The value is already taken (an email, an event handle).
    case conflict(field: String, message: String)
    /// A status change the event's status machine does not allow.
    case illegalTransition(String)
    /// No valid session: the user must sign in.
    case notSignedIn
    /// Signed in, but the role does not allow this action.
    case forbidden(String)
    /// Email or password wrong; deliberately does not say which.
    case invalidCredentials
    /// A signed-in user's own password, typed again to confirm a change, is wrong.
    case wrongPassword(field: String)
    /// Too many failed sign-ins; retry after the instant given.
    case signInLocked(until: Date)
    /// The store is locked by another writer right now.
    case storeBusy
    /// The store cannot be opened or used (path, permissions, corrupt file, server down).
    case storeUnavailable(String)
    /// Reading or writing a file failed. The message starts with the field ("session: ...").
    case io(String)

    public enum Category: Sendable, Equatable {
        case invalidData, notAllowed, unavailable, io, other
    }

    public var category: Category {
        switch self {
        case .invalid, .notFound, .conflict, .illegalTransition: .invalidData
        case .notSignedIn, .forbidden, .invalidCredentials, .wrongPassword, .signInLocked: .notAllowed
        case .storeBusy, .storeUnavailable: .unavailable
        case .io: .io
        }
    }

    public var message: String {
        switch self {
        case let .invalid(field, message), let .conflict(field, message):
            "\(field): \(message)"
        case let .notFound(message), let .io(message):
            message
        case let .illegalTransition(message):
            "status: \(message)"
        case let .forbidden(message):
            "role: \(message)"
        case let .storeUnavailable(message):
            "database: \(message)"
        case .notSignedIn:
            "session: not signed in; run 'rushday auth login --email EMAIL' first"
        case .invalidCredentials:
            "email or password: one of them is wrong; check both and try again"
        case let .wrongPassword(field):
            "\(field): is wrong; type your current password again"
        case let .signInLocked(until):
            "email: too many failed sign-ins; try again after \(until.formatted(.iso8601))"
        case .storeBusy:
            "database: the database is busy with another rushday process; try again"
        }
    }

    public var description: String { message }
}
