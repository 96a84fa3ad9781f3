public import Domain

/// One guest's personal link in `guests link | links --format json` (`links`: an array of them).
/// Every key is always present:
///
///     {"guest": "ada-lovelace", "name": "Ada Lovelace", "email": "ada@example.org" | null,
///      "link": "https://rsvp.example.org/i/SECRET"}
public struct GuestLinkJSON: Encodable, Hashable, Sendable {
    public let guest: String
    public let name: String
    public let email: String?
    public let link: String

    public init(_ guest: Guest, link: String) {
        self.guest = guest.handle.value
        name = guest.name
        email = guest.email?.value
        self.link = link
    }

    enum CodingKeys: String, CodingKey {
        case guest, name, email, link
    }

    /// Nil is written as `null` (the synthesised encoder would leave the key out).
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(guest, forKey: .guest)
        try container.encode(name, forKey: .name)
        try container.encode(email, forKey: .email)
        try container.encode(link, forKey: .link)
    }
}
