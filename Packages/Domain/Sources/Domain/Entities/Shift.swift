public import Foundation

public typealias ShiftID = Identifier<Shift>

/// A stretch of time at a place, and how many volunteers of each role it needs. Its times are
/// instants, shown in the event's zone.
public struct Shift: Hashable, Sendable, Codable {
    public let id: ShiftID
    public let eventID: EventID
    /// The reference people type (`#3`), unique within the event.
    public let number: Int
    public var title: String
    public var place: String?
    public var starts: Date
    public var ends: Date
    /// One entry per role, in the order given; a role appears at most once.
    public var needs: [ShiftNeed]
    public var cancelledAt: Date?
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: ShiftID, eventID: EventID, number: Int, title: String, place: String? = nil, starts: Date, ends: Date,
                needs: [ShiftNeed], cancelledAt: Date? = nil, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.eventID = eventID
        self.number = number
        self.title = title
        self.place = place
        self.starts = starts
        self.ends = ends
        self.needs = needs
        self.cancelledAt = cancelledAt
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    public var isCancelled: Bool { cancelledAt != nil }

    /// How many of `role` it needs (0 when it needs none).
    public func need(of role: VolunteerRoleID) -> Int {
        needs.first { $0.role == role }?.count ?? 0
    }

    /// Whether the two share any instant: one ending as the other starts does not.
    public func overlaps(_ other: Shift) -> Bool {
        starts < other.ends && other.starts < ends
    }

    /// The order every store lists shifts in: by start, then number.
    public static func timetableOrder(_ left: Shift, _ right: Shift) -> Bool {
        (left.starts, left.number) < (right.starts, right.number)
    }
}

/// How many volunteers of one role a shift needs.
public struct ShiftNeed: Hashable, Sendable, Codable {
    public var role: VolunteerRoleID
    public var count: Int

    public init(role: VolunteerRoleID, count: Int) {
        self.role = role
        self.count = count
    }
}
