import Domain
import Foundation

/// A shift's fields as its log entries show them, and how the log names a shift and what a
/// volunteer did on one.
enum ShiftAudit {
    /// Needs are named by the roles of `board`, as `--need` takes them.
    static func fields(on board: ShiftBoard) -> [(String, (Shift) -> String?)] {
        let roles = board.roles
        return [
            ("title", { $0.title }), ("place", { $0.place }),
            ("starts", { AuditChange.instant($0.starts) }), ("ends", { AuditChange.instant($0.ends) }),
            ("need", { Self.needs($0.needs, roles: roles) }),
        ]
    }

    /// "Bar=2, Door=1"; nil when it needs no role.
    static func needs(_ needs: [ShiftNeed], roles: [VolunteerRole]) -> String? {
        guard !needs.isEmpty else { return nil }
        return needs.map { need in
            let role = roles.first(where: { $0.id == need.role })?.name ?? "?"
            return "\(role)=\(need.count)"
        }.joined(separator: ", ")
    }

    /// A shift as its commands take it: "#3".
    static func reference(_ shift: Shift) -> String {
        "#\(shift.number)"
    }

    /// A length of time as `--every` and `--remind-before` take it: "4h", "90m".
    static func duration(_ seconds: TimeInterval) -> String {
        let minutes = Int(seconds / 60)
        return minutes % 60 == 0 ? "\(minutes / 60)h" : "\(minutes)m"
    }

    /// A volunteer put on a shift (`taken`) or taken off it, and the role they were on it in.
    static func seat(_ volunteer: Volunteer, role: VolunteerRoleID, on board: ShiftBoard, taken: Bool) -> [AuditChange] {
        let who = VolunteerAudit.named(volunteer)
        let name = board.role(role)?.name
        return [AuditChange("volunteer", old: taken ? nil : who, new: taken ? who : nil),
                AuditChange("role", old: taken ? nil : name, new: taken ? name : nil)]
    }

    /// What `volunteer` did at a shift (`field`: `at` for a check-in or out, `excused`), and when.
    static func attendance(of volunteer: Volunteer, _ field: String, _ date: Date) -> [AuditChange] {
        [AuditChange("volunteer", old: nil, new: VolunteerAudit.named(volunteer)), AuditChange(field, old: nil, new: AuditChange.instant(date))]
    }
}
