public import Domain
public import Foundation

/// A role as the faces show it: how many volunteers hold it, and how many are approved.
public struct RoleItem: Sendable, Equatable {
    public let event: Handle
    public let name: String
    public let needsApproval: Bool
    public let volunteers: Int
    public let approved: Int
}

/// A volunteer named on a shift: their number and name, and whether they came.
public struct ShiftPerson: Sendable, Equatable {
    public let number: Int
    public let name: String
    public let checkedInAt: Date?
    public let checkedOutAt: Date?
    public let noShow: Bool
    public let excused: Bool
}

/// One role of a shift: how many it needs, who is on it, how full it is.
public struct RoleStaffing: Sendable, Equatable {
    public let role: String
    public let need: Int
    public let people: [ShiftPerson]
    public let staffing: Staffing
}

/// A shift as the faces show it, its times in the event's zone.
public struct ShiftItem: Sendable, Equatable {
    public let event: Handle
    public let number: Int
    public let title: String
    public let place: String?
    public let starts: Date
    public let ends: Date
    public let zone: TimeZoneID
    public let cancelled: Bool
    public let roles: [RoleStaffing]
    public let staffing: Staffing
}

/// A role a volunteer holds, and whether it is approved.
public struct HeldRole: Sendable, Equatable {
    public let name: String
    public let approved: Bool
}

/// A volunteer as the faces show them, with what they have done.
public struct VolunteerItem: Sendable, Equatable {
    public let event: Handle
    public let number: Int
    public let name: String
    public let email: EmailAddress?
    public let phone: String?
    public let household: String?
    public let roles: [HeldRole]
    /// The numbers of the shifts they are on, cancelled ones left out, soonest first.
    public let shifts: [Int]
    public let noShows: Int
    public let secondsWorked: Int
}

/// An event's shifts, in start order, with the zone they are shown in.
public struct ShiftList: Sendable, Equatable {
    public let event: Handle
    public let zone: TimeZoneID
    /// Those the request's filters keep.
    public let shifts: [ShiftItem]
    /// Every shift of the event, whatever the filters: the staffing grid beside a filtered list.
    public let all: [ShiftItem]
}

/// An event's shift settings, as the faces show them.
public struct ShiftSettingsItem: Sendable, Equatable {
    public let event: Handle
    public let settings: ShiftSettings
}
