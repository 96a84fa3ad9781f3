public import Domain
public import Foundation

/// One of a household, as their page names them.
public struct HouseholdMember: Sendable, Equatable {
    public let number: Int
    public let name: String
}

/// A shift one of the household is on, as their page shows it.
public struct VolunteerSeat: Sendable, Equatable {
    public let shift: ShiftItem
    public let member: HouseholdMember
    public let role: String
    public let checkedInAt: Date?
    public let checkedOutAt: Date?
    /// The last moment they may leave it themselves (`LeaveRules.deadline` before it starts).
    public let leaveBy: Date
    /// Whether they may leave it now: before `leaveBy`, not checked in; or it was cancelled.
    public let mayLeave: Bool
}

/// A role of a shift with room in it that the household holds: who of them may take it, or,
/// when none may, the first one's reason.
public struct OpenPlace: Sendable, Equatable {
    public let shift: ShiftItem
    public let role: String
    public let free: Int
    public let takers: [HouseholdMember]
    public let refusal: String?
}

/// A volunteer's own page (`/v/SECRET`): their household's shifts, the places they may take,
/// their hours.
public struct VolunteerPage: Sendable, Equatable {
    public let event: Handle
    public let eventTitle: String
    public let zone: TimeZoneID
    public let volunteer: VolunteerItem
    /// Themselves first, then the others of their household.
    public let household: [HouseholdMember]
    /// Soonest first.
    public let seats: [VolunteerSeat]
    /// Soonest first, then in the shift's order of roles; none while sign-up is closed.
    public let open: [OpenPlace]
    /// Whether volunteers may sign themselves up (`shifts settings --sign-up`).
    public let signUpOpen: Bool
    /// A cancelled or completed event takes no sign-ups, whatever its settings say.
    public let eventStatus: EventStatus
    /// The check-in code of each of the household on a shift (not cancelled), in household order.
    public internal(set) var passes: [VolunteerPass] = []
}

/// A volunteer's link, made or rotated: the secret is shown once, then only its digest is kept.
public struct VolunteerLinkItem: Sendable, Equatable {
    public let event: Handle
    public let number: Int
    public let name: String
    public let secret: String
    public let rotated: Bool
}

/// The household's shifts as calendar entries.
public struct VolunteerCalendar: Sendable, Equatable {
    public let event: Handle
    public let name: String
    public let entries: [CalendarEntry]
    public let stampedAt: Date
}
