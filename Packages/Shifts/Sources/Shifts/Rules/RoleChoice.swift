import Domain

/// The role a volunteer goes on a shift as, whoever puts them there.
enum RoleChoice {
    /// The role named, or the only one the volunteer may take that the shift needs (else the only
    /// one they hold unapproved, which the rules then refuse saying so).
    static func role(_ named: String?, of volunteer: Volunteer, for shift: Shift, on board: ShiftBoard,
                     event: Event) throws(DomainError) -> VolunteerRole {
        if let named { return try ShiftLookup.role(named, on: board, event: event) }
        let held = volunteer.roles.compactMap { board.role($0.role) }.filter { shift.need(of: $0.id) > 0 }
        let fitting = held.contains(where: volunteer.mayTake) ? held.filter(volunteer.mayTake) : held
        guard fitting.count == 1, let only = fitting.first else {
            let names = fitting.map { UserText.quoted($0.name) }.joined(separator: ", ")
            throw .invalid(field: "role", message: fitting.isEmpty
                ? "\(UserText.quoted(volunteer.name)) holds no role shift #\(shift.number) needs; give them one first"
                : "\(UserText.quoted(volunteer.name)) could go as \(names); name the role")
        }
        return only
    }
}
