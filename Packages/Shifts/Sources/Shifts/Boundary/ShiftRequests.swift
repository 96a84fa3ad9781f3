/// `shifts roles add`.
public struct AddVolunteerRoleRequest: Sendable {
    public let event: String
    public let name: String
    public let needsApproval: Bool

    public init(event: String, name: String, needsApproval: Bool = false) {
        self.event = event
        self.name = name
        self.needsApproval = needsApproval
    }
}

/// `shifts add`: times as people type them, in the event's zone; needs as `ROLE=N`.
public struct AddShiftRequest: Sendable {
    public let event: String
    public let title: String
    public let starts: String
    public let ends: String
    public let place: String?
    public let needs: [String]

    public init(event: String, title: String, starts: String, ends: String, place: String? = nil, needs: [String]) {
        self.event = event
        self.title = title
        self.starts = starts
        self.ends = ends
        self.place = place
        self.needs = needs
    }
}

/// `shifts series`: a shift of `length` every `every` from `from`, each ending by `until`.
public struct AddShiftSeriesRequest: Sendable {
    public let event: String
    public let title: String
    public let from: String
    public let until: String
    public let every: String
    public let length: String
    public let place: String?
    public let needs: [String]

    public init(event: String, title: String, from: String, until: String, every: String, length: String, place: String? = nil, needs: [String]) {
        self.event = event
        self.title = title
        self.from = from
        self.until = until
        self.every = every
        self.length = length
        self.place = place
        self.needs = needs
    }
}

/// `shifts list`.
public struct ListShiftsRequest: Sendable {
    public let event: String
    /// The event's Nth day (its first day is 1), in its zone.
    public let day: Int?
    public let understaffed: Bool

    public init(event: String, day: Int? = nil, understaffed: Bool = false) {
        self.event = event
        self.day = day
        self.understaffed = understaffed
    }
}

/// `shifts update`: only what is given changes; a need given replaces that role's.
public struct UpdateShiftRequest: Sendable {
    public let event: String
    public let shift: String
    public let title: String?
    public let place: String?
    public let starts: String?
    public let ends: String?
    public let needs: [String]

    public init(event: String, shift: String, title: String? = nil, place: String? = nil, starts: String? = nil, ends: String? = nil,
                needs: [String] = []) {
        self.event = event
        self.shift = shift
        self.title = title
        self.place = place
        self.starts = starts
        self.ends = ends
        self.needs = needs
    }
}

/// `shifts volunteers add`.
public struct AddVolunteerRequest: Sendable {
    public let event: String
    public let name: String
    public let email: String?
    public let phone: String?
    public let roles: [String]
    public let household: String?

    public init(event: String, name: String, email: String? = nil, phone: String? = nil, roles: [String] = [], household: String? = nil) {
        self.event = event
        self.name = name
        self.email = email
        self.phone = phone
        self.roles = roles
        self.household = household
    }
}

/// A volunteer on a shift: `assign`, `unassign`, `checkin`, `checkout`, `excuse`.
public struct ShiftSeatRequest: Sendable {
    public let event: String
    public let shift: String
    public let volunteer: String
    /// `assign` only: the role, when the volunteer could take more than one the shift needs.
    public let role: String?
    /// `checkin` and `checkout` only: when, in the event's zone; now when nil.
    public let at: String?

    public init(event: String, shift: String, volunteer: String, role: String? = nil, at: String? = nil) {
        self.event = event
        self.shift = shift
        self.volunteer = volunteer
        self.role = role
        self.at = at
    }
}

/// A volunteer's own sign-up or leaving, through their link: `member` names one of their
/// household by number (themselves when nil); `role` is needed only when they could go as more
/// than one.
public struct VolunteerSeatRequest: Sendable {
    public let secret: String
    public let shift: String
    public let member: String?
    public let role: String?

    public init(secret: String, shift: String, member: String? = nil, role: String? = nil) {
        self.secret = secret
        self.shift = shift
        self.member = member
        self.role = role
    }
}

/// `shifts settings`: each as typed, nil to keep.
public struct ShiftSettingsRequest: Sendable {
    public let event: String
    public let remindBefore: String?
    public let noShowLimit: String?
    public let signUp: String?

    public init(event: String, remindBefore: String? = nil, noShowLimit: String? = nil, signUp: String? = nil) {
        self.event = event
        self.remindBefore = remindBefore
        self.noShowLimit = noShowLimit
        self.signUp = signUp
    }
}
