import Domain

/// What a command names on an event's board: a shift or volunteer by number ("3" or "#3"), a
/// volunteer also by email, a role by name (in any case); and the next numbers a board gives.
enum ShiftLookup {
    static func shift(_ reference: String, on board: ShiftBoard, event: Event) throws(DomainError) -> Shift {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        guard let number = Self.number(typed), let shift = board.shifts.first(where: { $0.number == number }) else {
            throw .notFound(field: "shift", message: "no shift \(UserText.quoted(typed)) in '\(event.handle)'; a shift is named by its number, like 3 or #3",
                            next: .listShifts(event: event.handle))
        }
        return shift
    }

    static func volunteer(_ reference: String, on board: ShiftBoard, event: Event) throws(DomainError) -> Volunteer {
        let typed = reference.trimmingCharacters(in: .whitespaces)
        let found = number(typed).flatMap { number in board.volunteers.first { $0.number == number } }
            ?? board.volunteers.first { $0.email?.value.lowercased() == typed.lowercased() }
        guard let found else {
            throw .notFound(field: "volunteer", message: "no volunteer \(UserText.quoted(typed)) in '\(event.handle)'; name one by number (3 or #3) or email",
                            next: .listVolunteers(event: event.handle))
        }
        return found
    }

    /// `field` names where the role was typed (`role`, or `need` in ROLE=N).
    static func role(_ name: String, on board: ShiftBoard, event: Event, field: String = "role") throws(DomainError) -> VolunteerRole {
        let typed = name.trimmingCharacters(in: .whitespaces)
        guard let role = board.roles.first(where: { $0.nameKey == typed.lowercased() }) else {
            let known = board.roles.map(\.name)
            let roles = known.isEmpty ? "the event has no roles yet" : "its roles are \(known.map(UserText.quoted).joined(separator: ", "))"
            throw .invalid(field: field, message: "no role \(UserText.quoted(typed)) in '\(event.handle)'; \(roles)",
                           next: .listVolunteerRoles(event: event.handle))
        }
        return role
    }

    static func nextShiftNumber(on board: ShiftBoard) -> Int {
        (board.shifts.map(\.number).max() ?? 0) + 1
    }

    static func nextVolunteerNumber(on board: ShiftBoard) -> Int {
        (board.volunteers.map(\.number).max() ?? 0) + 1
    }

    private static func number(_ typed: String) -> Int? {
        Int(typed.hasPrefix("#") ? String(typed.dropFirst()) : typed)
    }
}
