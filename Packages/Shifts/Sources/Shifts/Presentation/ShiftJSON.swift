import Domain
import Foundation

/// One shift in JSON. `number` is the reference the other commands take; times are ISO 8601
/// with the event zone's offset; `staffing` is `empty`, `partial` or `full`.
///
///     {"event": "fest", "number": 3, "title": "Bar", "place": "Main tent",
///      "starts": "2026-07-10T18:00:00+02:00", "ends": "2026-07-10T22:00:00+02:00",
///      "cancelled": false, "staffing": "partial",
///      "roles": [{"role": "Bar", "need": 2, "taken": 1, "staffing": "partial",
///                 "volunteers": [{"number": 1, "name": "Ann", "checkedIn": null,
///                                 "checkedOut": null, "noShow": false, "excused": false}]}]}
struct ShiftJSON: Encodable, Sendable {
    let event: String
    let number: Int
    let title: String
    let place: String?
    let starts: String
    let ends: String
    let cancelled: Bool
    let staffing: Staffing
    let roles: [RoleStaffingJSON]

    init(_ item: ShiftItem) {
        event = item.event.value
        number = item.number
        title = item.title
        place = item.place
        starts = ZonedTime.iso8601(item.starts, in: item.zone)
        ends = ZonedTime.iso8601(item.ends, in: item.zone)
        cancelled = item.cancelled
        staffing = item.staffing
        roles = item.roles.map { RoleStaffingJSON($0, zone: item.zone) }
    }

    enum CodingKeys: String, CodingKey {
        case event, number, title, place, starts, ends, cancelled, staffing, roles
    }

    /// The CSV's columns: the JSON's, with the roles as one "Bar 1/2; Door 0/1" cell.
    static let keys = ["event", "number", "title", "place", "starts", "ends", "cancelled", "staffing", "needs"]

    /// Nil is written as `null` (the synthesised encoder would leave the key out).
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(event, forKey: .event)
        try container.encode(number, forKey: .number)
        try container.encode(title, forKey: .title)
        try container.encode(place, forKey: .place)
        try container.encode(starts, forKey: .starts)
        try container.encode(ends, forKey: .ends)
        try container.encode(cancelled, forKey: .cancelled)
        try container.encode(staffing, forKey: .staffing)
        try container.encode(roles, forKey: .roles)
    }

    var cells: [String] {
        [event, String(number), title, place ?? "", starts, ends, String(cancelled), staffing.rawValue,
         roles.map { "\($0.role) \($0.taken)/\($0.need)" }.joined(separator: "; ")]
    }
}

/// One role of a shift in JSON.
struct RoleStaffingJSON: Encodable, Sendable {
    let role: String
    let need: Int
    let taken: Int
    let staffing: Staffing
    let volunteers: [PersonJSON]

    init(_ staffing: RoleStaffing, zone: TimeZoneID) {
        role = staffing.role
        need = staffing.need
        taken = staffing.people.count
        self.staffing = staffing.staffing
        volunteers = staffing.people.map { PersonJSON($0, zone: zone) }
    }
}

/// A volunteer on a shift in JSON.
struct PersonJSON: Encodable, Sendable {
    let number: Int
    let name: String
    let checkedIn: String?
    let checkedOut: String?
    let noShow: Bool
    let excused: Bool

    init(_ person: ShiftPerson, zone: TimeZoneID) {
        number = person.number
        name = person.name
        checkedIn = person.checkedInAt.map { ZonedTime.iso8601($0, in: zone) }
        checkedOut = person.checkedOutAt.map { ZonedTime.iso8601($0, in: zone) }
        noShow = person.noShow
        excused = person.excused
    }

    enum CodingKeys: String, CodingKey {
        case number, name, checkedIn, checkedOut, noShow, excused
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(number, forKey: .number)
        try container.encode(name, forKey: .name)
        try container.encode(checkedIn, forKey: .checkedIn)
        try container.encode(checkedOut, forKey: .checkedOut)
        try container.encode(noShow, forKey: .noShow)
        try container.encode(excused, forKey: .excused)
    }
}
