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
