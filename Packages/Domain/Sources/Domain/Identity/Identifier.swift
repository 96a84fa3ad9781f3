public import Foundation

/// A typed identifier: `Identifier<User>` and `Identifier<Event>` never mix, though both are UUIDs.
public struct Identifier<Entity>: Hashable, Sendable, Codable, CustomStringConvertible {
    public let rawValue: UUID

    public init(_ rawValue: UUID) {
        self.rawValue = rawValue
    }

    public init?(uuidString: String) {
        guard let uuid = UUID(uuidString: uuidString) else { return nil }
        self.rawValue = uuid
    }

    public var description: String { rawValue.uuidString.lowercased() }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UUID.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(description)
    }
}

public typealias UserID = Identifier<User>
public typealias SessionID = Identifier<UserSession>
public typealias EventID = Identifier<Event>
public typealias GuestID = Identifier<Guest>
public typealias AgendaSessionID = Identifier<AgendaSession>
