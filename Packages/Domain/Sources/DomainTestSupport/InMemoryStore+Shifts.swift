public import Domain
public import Foundation

/// Each event's shift board.
struct ShiftTable: InMemoryTable {
    var byEvent: [EventID: ShiftBoard] = [:]
}

extension InMemoryTables {
    /// An event's volunteering goes with it, as the real stores' cascades take it.
    mutating func removeShifts(of event: EventID) {
        self[ShiftTable.self].byEvent[event] = nil
    }
}

extension InMemoryStore: ShiftRepository {
    public func shiftBoard(of event: EventID) -> ShiftBoard {
        (tables[ShiftTable.self].byEvent[event] ?? ShiftBoard()).inStoreOrder
    }

    public func volunteer(linkDigest: String) -> Volunteer? {
        tables[ShiftTable.self].byEvent.values.lazy.flatMap(\.volunteers).first { $0.linkDigest == linkDigest }
    }

    public func eventsWithShiftRemindersDue(at now: Date) -> [EventID] {
        tables[ShiftTable.self].byEvent.filter { event, board in
            tables.event(event)?.status != .cancelled && board.assignments.contains { assignment in
                guard assignment.reminderMessage == nil, let shift = board.shift(assignment.shift), !shift.isCancelled, shift.starts > now,
                      board.volunteer(assignment.volunteer)?.email != nil else { return false }
                return shift.starts.addingTimeInterval(-board.settings.remindBefore) <= now
            }
        }.map(\.key).sorted { $0.description < $1.description }
    }

    public func shiftAssignment(reminder message: MailMessageID) -> (ShiftAssignment, Shift, Event)? {
        for (event, board) in tables[ShiftTable.self].byEvent {
            if let assignment = board.assignments.first(where: { $0.reminderMessage == message }), let shift = board.shift(assignment.shift),
               let stored = tables.event(event) { return (assignment, shift, stored) }
        }
        return nil
    }

    public func changeShiftBoard<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout ShiftBoard) throws(DomainError) -> Outcome
    ) throws(DomainError) -> Outcome {
        try write { tables throws(DomainError) in
            guard let stored = tables.event(event) else { throw .eventMissing(event) }
            var board = (tables[ShiftTable.self].byEvent[event] ?? ShiftBoard()).inStoreOrder
            let outcome = try body(stored, &board)
            try board.requireValid(event: event)
            _ = try tables.queueMail(board.mail)
            board.mail = []
            tables[ShiftTable.self].byEvent[event] = board.storedForm
            return outcome
        }
    }
}

extension ShiftBoard {
    /// The order every store reads a board in.
    var inStoreOrder: ShiftBoard {
        ShiftBoard(roles: roles.sorted { ($0.createdAt, $0.nameKey) < ($1.createdAt, $1.nameKey) },
                   shifts: shifts.sorted(by: Shift.timetableOrder),
                   volunteers: volunteers.sorted { $0.number < $1.number },
                   assignments: assignments.sorted { ($0.assignedAt, $0.id.description) < ($1.assignedAt, $1.id.description) },
                   settings: settings)
    }

    var storedForm: ShiftBoard {
        ShiftBoard(
            roles: roles.map { VolunteerRole(id: $0.id, eventID: $0.eventID, name: $0.name, needsApproval: $0.needsApproval, createdAt: $0.createdAt.stored) },
            shifts: shifts.map { shift in
                Shift(id: shift.id, eventID: shift.eventID, number: shift.number, title: shift.title, place: shift.place,
                      starts: shift.starts.stored, ends: shift.ends.stored, needs: shift.needs, cancelledAt: shift.cancelledAt?.stored,
                      createdAt: shift.createdAt.stored, updatedAt: shift.updatedAt.stored)
            },
            volunteers: volunteers.map { volunteer in
                Volunteer(id: volunteer.id, eventID: volunteer.eventID, number: volunteer.number, name: volunteer.name, email: volunteer.email,
                          phone: volunteer.phone, roles: volunteer.roles, household: volunteer.household, linkDigest: volunteer.linkDigest,
                          createdAt: volunteer.createdAt.stored, updatedAt: volunteer.updatedAt.stored)
            },
            assignments: assignments.map { assignment in
                ShiftAssignment(id: assignment.id, eventID: assignment.eventID, shift: assignment.shift, volunteer: assignment.volunteer,
                                role: assignment.role, assignedAt: assignment.assignedAt.stored, checkedInAt: assignment.checkedInAt?.stored,
                                checkedOutAt: assignment.checkedOutAt?.stored, excusedAt: assignment.excusedAt?.stored,
                                forgivenAt: assignment.forgivenAt?.stored, reminderMessage: assignment.reminderMessage)
            },
            settings: ShiftSettings(remindBefore: (settings.remindBefore / 60).rounded(.down) * 60, noShowLimit: settings.noShowLimit,
                                    signUpOpen: settings.signUpOpen))
    }
}
