import Domain

/// `rushday events update EVENT --format json`: every key of `EventJSON`, plus the waitlisted
/// guests the update let in (a new capacity), in the order promoted (`[]` when none):
///
///     { …every EventJSON key…,
///       "promoted": [{"handle": "bo-lee", "name": "Bo Lee", "email": "bo@example.org" | null, "heads": 3}] }
public struct EventUpdateJSON: Encodable, Hashable, Sendable {
    public struct PromotedGuest: Encodable, Hashable, Sendable {
        public let handle: String
        public let name: String
        public let email: String?
        public let heads: Int

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(handle, forKey: .handle)
            try container.encode(name, forKey: .name)
            try container.encode(email, forKey: .email)
            try container.encode(heads, forKey: .heads)
        }

        enum CodingKeys: String, CodingKey {
            case handle, name, email, heads
        }
    }

    public let event: EventJSON
    public let promoted: [PromotedGuest]

    public init(_ response: EventResponse) {
        event = EventJSON(event: response.event, role: response.role)
        promoted = response.promoted.map {
            PromotedGuest(handle: $0.handle.value, name: $0.name, email: $0.email?.value, heads: $0.heads)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: EventJSON.CodingKeys.self)
        try event.encodeFields(into: &container)
        try container.encode(promoted, forKey: .promoted)
    }
}
