import Domain
import Foundation

/// A row of `volunteer_roles`, in the order `read` takes its columns.
enum VolunteerRoleRow {
    static let table = "volunteer_roles"
    static let columns = "id, event_id, name, needs_approval, created_at"

    static func read(_ row: any SQLRow) throws -> VolunteerRole {
        VolunteerRole(id: try StoredValue.identifier(try row.text(0), table: table),
                      eventID: try StoredValue.identifier(try row.text(1), table: table), name: try row.text(2),
                      needsApproval: try row.integer(3) != 0, createdAt: Instant.date(try row.integer(4)))
    }

    /// Inserts the role, or replaces what may change of the stored one with its id.
    static func upsert(_ role: VolunteerRole) -> SQL {
        """
        INSERT INTO volunteer_roles (id, event_id, name, name_key, needs_approval, created_at)
        VALUES (\(role.id), \(role.eventID), \(role.name), \(role.nameKey), \(role.needsApproval ? 1 : 0), \(Instant.milliseconds(role.createdAt)))
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, name_key = excluded.name_key, needs_approval = excluded.needs_approval
        """
    }
}

/// A row of `shifts`, in the order `read` takes its columns.
enum ShiftRow {
    static let table = "shifts"
    static let columns = "id, event_id, number, title, place, starts_at, ends_at, needs, cancelled_at, created_at, updated_at"

    static func read(_ row: any SQLRow) throws -> Shift {
        Shift(id: try StoredValue.identifier(try row.text(0), table: table),
              eventID: try StoredValue.identifier(try row.text(1), table: table),
              number: Int(try row.integer(2)), title: try row.text(3), place: try row.optionalText(4),
              starts: Instant.date(try row.integer(5)), ends: Instant.date(try row.integer(6)),
              needs: try JSONText.value([ShiftNeed].self, try row.text(7), table: table, detail: "a JSON array of needs"),
              cancelledAt: try row.optionalInteger(8).map(Instant.date),
              createdAt: Instant.date(try row.integer(9)), updatedAt: Instant.date(try row.integer(10)))
    }

    static func upsert(_ shift: Shift) -> SQL {
        """
        INSERT INTO shifts (\(raw: columns))
        VALUES (\(shift.id), \(shift.eventID), \(shift.number), \(shift.title), \(shift.place),
                \(Instant.milliseconds(shift.starts)), \(Instant.milliseconds(shift.ends)), \(JSONText.text(of: shift.needs)),
                \(shift.cancelledAt.map(Instant.milliseconds)), \(Instant.milliseconds(shift.createdAt)), \(Instant.milliseconds(shift.updatedAt)))
        ON CONFLICT (id) DO UPDATE SET title = excluded.title, place = excluded.place, starts_at = excluded.starts_at,
            ends_at = excluded.ends_at, needs = excluded.needs, cancelled_at = excluded.cancelled_at, updated_at = excluded.updated_at
        """
    }
}

/// A row of `volunteers`, in the order `read` takes its columns.
enum VolunteerRow {
    static let table = "volunteers"
    static let columns = "id, event_id, number, name, email, phone, roles, household, created_at, updated_at, link_digest"

    static func read(_ row: any SQLRow) throws -> Volunteer {
        Volunteer(id: try StoredValue.identifier(try row.text(0), table: table),
                  eventID: try StoredValue.identifier(try row.text(1), table: table),
                  number: Int(try row.integer(2)), name: try row.text(3),
                  email: try row.optionalText(4).map { text throws(CorruptRow) in try StoredValue.email(text, table: table) },
                  phone: try row.optionalText(5),
                  roles: try JSONText.value([VolunteerRoleGrant].self, try row.text(6), table: table, detail: "a JSON array of roles"),
                  household: try row.optionalText(7),
                  linkDigest: try row.optionalText(10),
                  createdAt: Instant.date(try row.integer(8)), updatedAt: Instant.date(try row.integer(9)))
    }

    static func upsert(_ volunteer: Volunteer) -> SQL {
        """
        INSERT INTO volunteers (\(raw: columns))
        VALUES (\(volunteer.id), \(volunteer.eventID), \(volunteer.number), \(volunteer.name), \(volunteer.email?.value),
                \(volunteer.phone), \(JSONText.text(of: volunteer.roles)), \(volunteer.household),
                \(Instant.milliseconds(volunteer.createdAt)), \(Instant.milliseconds(volunteer.updatedAt)), \(volunteer.linkDigest))
        ON CONFLICT (id) DO UPDATE SET name = excluded.name, email = excluded.email, phone = excluded.phone, roles = excluded.roles,
            household = excluded.household, updated_at = excluded.updated_at, link_digest = excluded.link_digest
        """
    }
}

/// A row of `shift_assignments`, in the order `read` takes its columns.
enum ShiftAssignmentRow {
    static let table = "shift_assignments"
    static let columns = "id, event_id, shift_id, volunteer_id, role_id, assigned_at, checked_in_at, checked_out_at, excused_at, forgiven_at, reminder_message"

    static func read(_ row: any SQLRow) throws -> ShiftAssignment {
        ShiftAssignment(id: try StoredValue.identifier(try row.text(0), table: table),
                        eventID: try StoredValue.identifier(try row.text(1), table: table),
                        shift: try StoredValue.identifier(try row.text(2), table: table),
                        volunteer: try StoredValue.identifier(try row.text(3), table: table),
                        role: try StoredValue.identifier(try row.text(4), table: table),
                        assignedAt: Instant.date(try row.integer(5)), checkedInAt: try row.optionalInteger(6).map(Instant.date),
                        checkedOutAt: try row.optionalInteger(7).map(Instant.date), excusedAt: try row.optionalInteger(8).map(Instant.date),
                        forgivenAt: try row.optionalInteger(9).map(Instant.date),
                        reminderMessage: try row.optionalText(10).map { text throws(CorruptRow) in try StoredValue.identifier(text, table: table) })
    }

    static func upsert(_ assignment: ShiftAssignment) -> SQL {
        """
        INSERT INTO shift_assignments (\(raw: columns))
        VALUES (\(assignment.id), \(assignment.eventID), \(assignment.shift), \(assignment.volunteer), \(assignment.role),
                \(Instant.milliseconds(assignment.assignedAt)), \(assignment.checkedInAt.map(Instant.milliseconds)),
                \(assignment.checkedOutAt.map(Instant.milliseconds)), \(assignment.excusedAt.map(Instant.milliseconds)),
                \(assignment.forgivenAt.map(Instant.milliseconds)), \(assignment.reminderMessage))
        ON CONFLICT (id) DO UPDATE SET checked_in_at = excluded.checked_in_at, checked_out_at = excluded.checked_out_at,
            excused_at = excluded.excused_at, forgiven_at = excluded.forgiven_at, reminder_message = excluded.reminder_message
        """
    }
}

/// A row of `shift_settings`: an event's, once an organiser changed one.
enum ShiftSettingsRow {
    static let columns = "remind_before_minutes, no_show_limit, sign_up_open"

    static func read(_ row: any SQLRow) throws -> ShiftSettings {
        ShiftSettings(remindBefore: TimeInterval(try row.integer(0)) * 60, noShowLimit: Int(try row.integer(1)), signUpOpen: try row.integer(2) != 0)
    }

    static func upsert(_ settings: ShiftSettings, of event: EventID) -> SQL {
        """
        INSERT INTO shift_settings (event_id, \(raw: columns))
        VALUES (\(event), \(Int64(settings.remindBefore / 60)), \(settings.noShowLimit), \(settings.signUpOpen ? 1 : 0))
        ON CONFLICT (event_id) DO UPDATE SET remind_before_minutes = excluded.remind_before_minutes,
            no_show_limit = excluded.no_show_limit, sign_up_open = excluded.sign_up_open
        """
    }
}
