public import Foundation

/// Every failure a use case reports. `message` is one line a person can act on: it names the
/// field and the fix. `category` lets the App choose the exit code without knowing the cases.
public enum DomainError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Input that breaks a rule: `field` names what the user gave, as the request calls it
    /// (`budget`, `keep-instant`), never as a flag.
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
    /// A file the user named to read does not exist. The message starts with the field.
    case inputMissing(String)
    /// A file cannot be created, or exists and may not be replaced. The message starts with the field.
    case cannotCreate(String)

    public enum Category: Sendable, Equatable {
        case invalidData, notAllowed, unavailable, io, inputMissing, cannotCreate, other
    }

    public var category: Category {
        switch self {
        case .invalid, .notFound, .conflict, .illegalTransition: .invalidData
        case .notSignedIn, .forbidden, .invalidCredentials, .wrongPassword, .signInLocked: .notAllowed
        case .storeBusy, .storeUnavailable: .unavailable
        case .io: .io
        case .inputMissing: .inputMissing
        case .cannotCreate: .cannotCreate
        }
    }

    /// What the message is about: the field the user gave (`budget`, `ends`, `event`) or the
    /// thing that failed (`session`, `database`). Never a flag nor a command line: only the App
    /// knows its command line, so it turns a field into its option and adds the hints that name
    /// commands where it prints the message. Nil only for a free text without a field prefix.
    public var field: String? {
        switch self {
        case let .invalid(field, _), let .conflict(field, _), let .wrongPassword(field): field
        case let .notFound(text), let .io(text), let .inputMissing(text), let .cannotCreate(text): Self.prefixed(text)?.field
        case .illegalTransition: "status"
        case .forbidden: "role"
        case .storeBusy, .storeUnavailable: "database"
        case .notSignedIn: "session"
        case .invalidCredentials: "email or password"
        case .signInLocked: "email"
        }
    }

    /// What is wrong and how to fix it, without the field.
    public var reason: String {
        switch self {
        case let .invalid(_, message), let .conflict(_, message), let .illegalTransition(message),
             let .forbidden(message), let .storeUnavailable(message):
            message
        case let .notFound(text), let .io(text), let .inputMissing(text), let .cannotCreate(text):
            Self.prefixed(text)?.reason ?? text
        case .notSignedIn:
            "not signed in"
        case .invalidCredentials:
            "one of them is wrong; check both and try again"
        case .wrongPassword:
            "is wrong; type your current password again"
        case let .signInLocked(until):
            "too many failed sign-ins; try again after \(until.formatted(.iso8601))"
        case .storeBusy:
            "the database is busy with another writer; try again"
        }
    }

    /// "field: reason", the line a person reads.
    public var message: String {
        field.map { "\($0): \(reason)" } ?? reason
    }

    public var description: String { message }
}

extension DomainError {
    /// `.notFound` and `.io` carry one text that starts with its field ("event: no event ...").
    private static func prefixed(_ text: String) -> (field: String, reason: String)? {
        guard let colon = text.range(of: ": ") else { return nil }
        let field = text[..<colon.lowerBound]
        guard let first = field.first, first.isLowercase,
              field.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" || $0 == " " }) else { return nil }
        return (String(field), String(text[colon.upperBound...]))
    }
}
