import Domain

/// One volunteer in JSON. `number` is the reference the other commands take (their email works
/// too); `shifts` the numbers of the shifts they are on; `hours` the time worked in hours, to
/// the hundredth.
///
///     {"event": "fest", "number": 1, "name": "Ann", "email": "ann@example.org",
///      "phone": "+44 20 7946 0000", "household": "Smith",
///      "roles": [{"role": "Bar", "approved": true}], "shifts": [1, 3], "noShows": 0, "hours": 7.5}
struct VolunteerJSON: Encodable, Sendable {
    let event: String
    let number: Int
    let name: String
    let email: String?
    let phone: String?
    let household: String?
    let roles: [HeldRoleJSON]
    let shifts: [Int]
    let noShows: Int
    let hours: Double

    init(_ item: VolunteerItem) {
        event = item.event.value
        number = item.number
        name = item.name
        email = item.email?.value
        phone = item.phone
        household = item.household
        roles = item.roles.map { HeldRoleJSON(role: $0.name, approved: $0.approved) }
        shifts = item.shifts
        noShows = item.noShows
        hours = (Double(item.secondsWorked) / 36).rounded() / 100
    }

    enum CodingKeys: String, CodingKey {
        case event, number, name, email, phone, household, roles, shifts, noShows, hours
    }

    /// The CSV's columns: the JSON's, roles as "Bar; Door (awaiting approval)" and shifts as "1 3".
    static let keys = ["event", "number", "name", "email", "phone", "household", "roles", "shifts", "noShows", "hours"]

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(event, forKey: .event)
        try container.encode(number, forKey: .number)
        try container.encode(name, forKey: .name)
        try container.encode(email, forKey: .email)
        try container.encode(phone, forKey: .phone)
        try container.encode(household, forKey: .household)
        try container.encode(roles, forKey: .roles)
        try container.encode(shifts, forKey: .shifts)
        try container.encode(noShows, forKey: .noShows)
        try container.encode(hours, forKey: .hours)
    }

    var cells: [String] {
        [event, String(number), name, email ?? "", phone ?? "", household ?? "",
         roles.map { $0.approved ? $0.role : "\($0.role) (awaiting approval)" }.joined(separator: "; "),
         shifts.map(String.init).joined(separator: " "), String(noShows), String(format: "%.2f", hours)]
    }
}

/// A role a volunteer holds, in JSON.
struct HeldRoleJSON: Encodable, Sendable {
    let role: String
    let approved: Bool
}

/// A role of the event in JSON: `{"event": "fest", "name": "Door", "needsApproval": true,
/// "volunteers": 3, "approved": 1}`.
struct RoleJSON: Encodable, Sendable {
    let event: String
    let name: String
    let needsApproval: Bool
    let volunteers: Int
    let approved: Int

    init(_ item: RoleItem) {
        event = item.event.value
        name = item.name
        needsApproval = item.needsApproval
        volunteers = item.volunteers
        approved = item.approved
    }

    static let keys = ["event", "name", "needsApproval", "volunteers", "approved"]

    var cells: [String] { [event, name, String(needsApproval), String(volunteers), String(approved)] }
}
