import Domain

/// A volunteer's fields as log entries show them (never their link), and how the log names them.
enum VolunteerAudit {
    /// Roles are named by the roles of `board`.
    static func fields(on board: ShiftBoard) -> [(String, (Volunteer) -> String?)] {
        let roles = board.roles
        return [
            ("name", { $0.name }), ("email", { $0.email?.value }), ("phone", { $0.phone }),
            ("role", { Self.grants($0.roles, roles: roles) }), ("household", { $0.household }),
        ]
    }

    /// "Bar, Door (not approved)"; nil when they hold no role.
    static func grants(_ grants: [VolunteerRoleGrant], roles: [VolunteerRole]) -> String? {
        guard !grants.isEmpty else { return nil }
        return grants.map { grant in
            let name = roles.first(where: { $0.id == grant.role })?.name ?? "?"
            return grant.approved ? name : "\(name) (not approved)"
        }.joined(separator: ", ")
    }

    /// A volunteer as commands take them: "#5".
    static func reference(_ volunteer: Volunteer) -> String {
        "#\(volunteer.number)"
    }

    /// A volunteer as a change names them: "#5 Ada Lovelace".
    static func named(_ volunteer: Volunteer) -> String {
        "#\(volunteer.number) \(volunteer.name)"
    }
}
