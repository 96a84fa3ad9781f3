/// A member's role in one event. Roles are per event: the owner of one event may be door staff
/// at another.
public enum Role: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case owner, organizer, staff

    public func allows(_ action: EventAction) -> Bool {
        switch action {
        case .view, .checkIn: true
        case .edit, .changeStatus, .manageMembers, .manageGuests, .manageExpenses, .manageTickets, .manageAgenda, .deleteDraft:
            self != .staff
        case .forceDelete: self == .owner
        }
    }

    public var description: String { rawValue }
}

/// What someone may try to do to an event; `Role.allows` decides.
public enum EventAction: String, Hashable, Sendable, CustomStringConvertible {
    case view, checkIn, edit, changeStatus, manageMembers, manageGuests, manageExpenses, manageTickets,
         manageAgenda, deleteDraft, forceDelete

    public var description: String {
        switch self {
        case .view: "view this event"
        case .checkIn: "check in tickets"
        case .edit: "edit this event"
        case .changeStatus: "change this event's status"
        case .manageMembers: "manage members"
        case .manageGuests: "manage guests"
        case .manageExpenses: "manage expenses"
        case .manageTickets: "manage tickets"
        case .manageAgenda: "manage the agenda"
        case .deleteDraft: "delete this event"
        case .forceDelete: "delete an event that is not a draft"
        }
    }
}
