import Foundation

/// What finds one guest of an event without reading the list: each is unique per event and
/// indexed by every store.
public enum GuestKey: Hashable, Sendable {
    case id(GuestID)
    case handle(Handle)
    case email(EmailAddress)

    /// Whether `guest` is the one this key names.
    public func names(_ guest: Guest) -> Bool {
        switch self {
        case let .id(id): guest.id == id
        case let .handle(handle): guest.handle == handle
        case let .email(email): guest.email == email
        }
    }
}

extension GuestKey {
    /// The guest a person names: by email when the text has an "@" (compared trimmed and
    /// case-folded, as emails are stored), else by handle; nil for text that could name no guest.
    public init?(typed reference: String) {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        if typed.contains("@") {
            guard let email = try? EmailAddress(typed, field: "guest") else { return nil }
            self = .email(email)
        } else {
            guard let handle = try? Handle(typed.lowercased(), field: "guest") else { return nil }
            self = .handle(handle)
        }
    }
}
