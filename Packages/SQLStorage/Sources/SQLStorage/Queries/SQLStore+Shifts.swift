public import Domain
public import Foundation

extension SQLStore {
    public func shiftBoard(of event: EventID) async throws(DomainError) -> ShiftBoard {
        try await reading { db in try Self.shiftBoard(of: event, db) }
    }

    public func volunteer(linkDigest: String) async throws(DomainError) -> Volunteer? {
        try await readingFirst("SELECT \(raw: VolunteerRow.columns) FROM volunteers WHERE link_digest = \(linkDigest)",
                               VolunteerRow.read)
    }

    public func eventsWithShiftRemindersDue(at now: Date) async throws(DomainError) -> [EventID] {
        let millisecond = Instant.milliseconds(now)
        return try await reading { db in
            try db.all("""
                SELECT DISTINCT a.event_id FROM shift_assignments a
                JOIN shifts s ON s.id = a.shift_id
                JOIN volunteers v ON v.id = a.volunteer_id
                JOIN events e ON e.id = a.event_id
                LEFT JOIN shift_settings t ON t.event_id = a.event_id
                WHERE a.reminder_message IS NULL AND s.cancelled_at IS NULL AND v.email IS NOT NULL AND e.status <> 'cancelled'
                    AND s.starts_at > \(millisecond)
                    AND s.starts_at - COALESCE(t.remind_before_minutes, \(Int64(ShiftSettings().remindBefore / 60))) * 60000 <= \(millisecond)
                ORDER BY a.event_id
                """) { row throws in try StoredValue.identifier(try row.text(0), table: ShiftAssignmentRow.table) as EventID }
        }
    }

    public func shiftAssignment(reminder message: MailMessageID) async throws(DomainError) -> (ShiftAssignment, Shift, Event)? {
        try await reading { db in
            guard let assignment = try db.first("""
                SELECT \(raw: ShiftAssignmentRow.columns) FROM shift_assignments WHERE reminder_message = \(message)
                """, ShiftAssignmentRow.read),
                let shift = try db.first("SELECT \(raw: ShiftRow.columns) FROM shifts WHERE id = \(assignment.shift)", ShiftRow.read),
                let event = try Self.event(assignment.eventID, db) else { return nil }
            return (assignment, shift, event)
        }
    }

    /// Like `changeTasks`: under the event's lock, reads, runs `body`, checks the board's rules
    /// and writes the difference, table by table: assignments leave before the rows they name,
    /// and arrive after them.
    public func changeShiftBoard<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout ShiftBoard) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await writing { db in
            let stored = try Self.lockedEvent(event, db)
            let before = try Self.shiftBoard(of: event, db)
            var board = before
            let outcome = try body(stored, &board)
            try board.requireValid(event: event)
            let assignments = RowDifference(from: before.assignments, to: board.assignments, id: \.id)
            let shifts = RowDifference(from: before.shifts, to: board.shifts, id: \.id)
            let volunteers = RowDifference(from: before.volunteers, to: board.volunteers, id: \.id)
            let roles = RowDifference(from: before.roles, to: board.roles, id: \.id)
            for assignment in assignments.removed { try db.execute("DELETE FROM shift_assignments WHERE id = \(assignment.id)") }
            for shift in shifts.removed { try db.execute("DELETE FROM shifts WHERE id = \(shift.id)") }
            for volunteer in volunteers.removed { try db.execute("DELETE FROM volunteers WHERE id = \(volunteer.id)") }
            for role in roles.removed { try db.execute("DELETE FROM volunteer_roles WHERE id = \(role.id)") }
            for role in roles.written { try db.execute(VolunteerRoleRow.upsert(role)) }
            for shift in shifts.written { try db.execute(ShiftRow.upsert(shift)) }
            for volunteer in volunteers.written { try db.execute(VolunteerRow.upsert(volunteer)) }
            if board.settings != before.settings { try db.execute(ShiftSettingsRow.upsert(board.settings, of: event)) }
            _ = try db.queue(board.mail)
            for assignment in assignments.written { try db.execute(ShiftAssignmentRow.upsert(assignment)) }
            return outcome
        }
    }

    static func shiftBoard(of event: EventID, _ db: any SQLExecutor) throws -> ShiftBoard {
        ShiftBoard(
            roles: try db.all("""
                SELECT \(raw: VolunteerRoleRow.columns) FROM volunteer_roles WHERE event_id = \(event)
                ORDER BY created_at, name_key\(raw: db.dialect.bytewise)
                """, VolunteerRoleRow.read),
            shifts: try db.all("""
                SELECT \(raw: ShiftRow.columns) FROM shifts WHERE event_id = \(event) ORDER BY starts_at, number
                """, ShiftRow.read),
            volunteers: try db.all("""
                SELECT \(raw: VolunteerRow.columns) FROM volunteers WHERE event_id = \(event) ORDER BY number
                """, VolunteerRow.read),
            assignments: try db.all("""
                SELECT \(raw: ShiftAssignmentRow.columns) FROM shift_assignments WHERE event_id = \(event)
                ORDER BY assigned_at, id\(raw: db.dialect.bytewise)
                """, ShiftAssignmentRow.read),
            settings: try db.first("SELECT \(raw: ShiftSettingsRow.columns) FROM shift_settings WHERE event_id = \(event)", ShiftSettingsRow.read)
                ?? ShiftSettings())
    }
}
