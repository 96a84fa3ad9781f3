public import Foundation

/// Every failure a use case reports. `message` is one line a person can act on: it names the
/// field and the fix. `category` lets the App choose the exit code without knowing the cases.
public enum DomainError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Input that breaks a rule: `field` names what the user gave, as the request calls it
    /// (`budget`, `keep-instant`), never as a flag. `next` is the step that helps, if one does.
    case invalid(field: String, message: ErrorText, next: NextStep? = nil)
    /// Nothing matches what the user named (an event handle, a member's email).
    case notFound(field: String, message: ErrorText, next: NextStep? = nil)
    /// The value is already taken (an email, an event handle).
    case conflict(field: String, message: ErrorText)
    /// A status change the event's status machine does not allow.
    case illegalTransition(String, next: NextStep? = nil)
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
    /// Reading or writing a file failed (`session`, `file`, `output`).
    case io(field: String, message: ErrorText)
    /// A file the user named to read does not exist.
    case inputMissing(field: String, message: ErrorText)
    /// A file cannot be created, or exists and may not be replaced.
    case cannotCreate(field: String, message: ErrorText)

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

    /// A stable name for the kind of failure, for scripts and the web (`not_found`).
    public var code: String {
        switch self {
        case .invalid: "invalid"
        case .notFound: "not_found"
        case .conflict: "conflict"
        case .illegalTransition: "illegal_transition"
        case .notSignedIn: "not_signed_in"
        case .forbidden: "forbidden"
        case .invalidCredentials: "invalid_credentials"
        case .wrongPassword: "wrong_password"
        case .signInLocked: "sign_in_locked"
        case .storeBusy: "store_busy"
        case .storeUnavailable: "store_unavailable"
        case .io: "io"
        case .inputMissing: "input_missing"
        case .cannotCreate: "cannot_create"
        }
    }

    /// What the message is about: the field the user gave (`budget`, `ends`, `event`) or the
    /// thing that failed (`session`, `database`). Never a flag nor a command line: only a face
    /// knows its command line or form, so it shows the field as it names it there. Every kind
    /// has one; optional because faces were written when free texts had none.
    public var field: String? {
        switch self {
        case let .invalid(field, _, _), let .notFound(field, _, _), let .conflict(field, _), let .wrongPassword(field),
             let .io(field, _), let .inputMissing(field, _), let .cannotCreate(field, _):
            field
        case .illegalTransition: "status"
        case .forbidden: "role"
        case .storeBusy, .storeUnavailable: "database"
        case .notSignedIn: "session"
        case .invalidCredentials: "email or password"
        case .signInLocked: "email"
        }
    }

    /// What is wrong and how to fix it, without the field and the next step; field references
    /// in it are for the face to show.
    public var problem: ErrorText {
        switch self {
        case let .invalid(_, message, _), let .notFound(_, message, _), let .conflict(_, message),
             let .io(_, message), let .inputMissing(_, message), let .cannotCreate(_, message):
            message
        case let .illegalTransition(message, _), let .forbidden(message), let .storeUnavailable(message):
            ErrorText(message)
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

    /// The step that helps next, if one does.
    public var nextStep: NextStep? {
        switch self {
        case let .invalid(_, _, next), let .notFound(_, _, next), let .illegalTransition(_, next): next
        case .notSignedIn: .signIn
        default: nil
        }
    }

    /// What is wrong, how to fix it and the next step, without the field, in plain words for a
    /// face without options or commands.
    public var reason: String {
        let problem = problem.description
        return nextStep.map { "\(problem); \($0)" } ?? problem
    }

    /// "field: reason", the line a person reads.
    public var message: String {
        field.map { "\($0): \(reason)" } ?? reason
    }

    public var description: String { message }
}
