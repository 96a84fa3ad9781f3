/// Who made a change: an account (by its email), a guest through their personal link, a door
/// through its link, a volunteer through theirs (each by name), or, where none identified
/// itself, the system (a reminder falling due).
public enum AuditActor: Sendable, Equatable {
    case account(email: String)
    case guest(name: String)
    case door(name: String)
    case volunteer(name: String)
    case system

    /// How the log names them.
    public var name: String {
        switch self {
        case let .account(email): email
        case let .guest(name), let .door(name), let .volunteer(name): name
        case .system: "rushday"
        }
    }

    public var kind: String {
        switch self {
        case .account: "account"
        case .guest: "guest"
        case .door: "door"
        case .volunteer: "volunteer"
        case .system: "system"
        }
    }

    public init?(kind: String, name: String) {
        switch kind {
        case "account": self = .account(email: name)
        case "guest": self = .guest(name: name)
        case "door": self = .door(name: name)
        case "volunteer": self = .volunteer(name: name)
        case "system": self = .system
        default: return nil
        }
    }
}
