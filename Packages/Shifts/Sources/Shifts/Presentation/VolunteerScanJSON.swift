import Domain

/// A volunteer's code scanned (`shifts scan --format json`, and the door page's script):
///
///     {"kind": "volunteer", "result": "checked-in" | "checked-out", "volunteer": 3, "name": "Ann",
///      "shift": 2, "title": "Bar", "role": "Bar", "at": "2027-06-10T17:58:00-04:00"}
///
/// `kind` tells a door's script this answer from a ticket's scan.
struct VolunteerScanJSON: Encodable, Sendable {
    static let keys = ["kind", "result", "volunteer", "name", "shift", "title", "role", "at"]

    let kind = "volunteer"
    let result: String
    let volunteer: Int
    let name: String
    let shift: Int
    let title: String
    let role: String
    let at: String

    init(_ scan: VolunteerScan) {
        result = scan.direction == .entry ? "checked-in" : "checked-out"
        volunteer = scan.volunteer.number
        name = scan.volunteer.name
        shift = scan.shift.number
        title = scan.shift.title
        role = scan.role
        at = ZonedTime.iso8601(scan.at, in: scan.shift.zone)
    }

    var cells: [String] { [kind, result, String(volunteer), name, String(shift), title, role, at] }
}
