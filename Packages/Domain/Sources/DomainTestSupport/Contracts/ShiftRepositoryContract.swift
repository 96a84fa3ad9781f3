public import Domain
import Foundation
import Testing

/// What every `ShiftRepository` does. A board belongs to an event (made through
/// `EventRepository`, whose owner is an account made through `UserRepository`).
public enum ShiftRepositoryContract {
    public typealias Store = any ShiftRepository & EventRepository & UserRepository & MembershipRepository & MailOutboxRepository
    private typealias F = ContractFixtures

    /// A store holding one event owned by an account of its own.
    static func event(in store: Store, _ handle: String = "festival") async throws -> Event {
        let owner = try F.user("owner-of-\(handle)@example.org")
        try await store.addAccount(owner)
        let event = try F.event(handle)
        try await store.create(event, owner: F.membership(event, owner))
        return event
    }

    static func role(_ name: String, of event: Event, needsApproval: Bool = false, created: TimeInterval = 0) -> VolunteerRole {
        VolunteerRole(id: VolunteerRoleID(UUID()), eventID: event.id, name: name, needsApproval: needsApproval, createdAt: F.instant(created))
    }

    /// Shift `#number` from `starts` hours after the base, `hours` long, needing `needs`.
    static func shift(_ number: Int, of event: Event, starts: TimeInterval, hours: TimeInterval = 4,
                      needs: [(VolunteerRole, Int)], place: String? = nil) -> Shift {
        Shift(id: ShiftID(UUID()), eventID: event.id, number: number, title: "Shift \(number)", place: place,
              starts: F.instant(starts * 3600 + 0.0004), ends: F.instant((starts + hours) * 3600),
              needs: needs.map { ShiftNeed(role: $0.0.id, count: $0.1) }, createdAt: F.instant(), updatedAt: F.instant())
    }

    static func volunteer(_ number: Int, of event: Event, roles: [VolunteerRole] = [], household: String? = nil) throws -> Volunteer {
        Volunteer(id: VolunteerID(UUID()), eventID: event.id, number: number, name: "Volunteer <\(number)>",
                  email: try EmailAddress("volunteer\(number)@example.org"), phone: "+44 20 7946 0\(number)",
                  roles: roles.map { VolunteerRoleGrant(role: $0.id, approved: !$0.needsApproval) }, household: household,
                  createdAt: F.instant(), updatedAt: F.instant())
    }

    static func assignment(_ volunteer: Volunteer, on shift: Shift, as role: VolunteerRole, at offset: TimeInterval = 0) -> ShiftAssignment {
        ShiftAssignment(id: ShiftAssignmentID(UUID()), eventID: volunteer.eventID, shift: shift.id, volunteer: volunteer.id,
                        role: role.id, assignedAt: F.instant(offset))
    }

    /// A board of two roles, three shifts, three volunteers and two assignments.
    static func board(of event: Event) throws -> ShiftBoard {
        let bar = role("Bar", of: event, created: 1)
        let door = role("Door", of: event, needsApproval: true, created: 2)
        let late = shift(3, of: event, starts: 2, needs: [(bar, 2)])
        let early = shift(1, of: event, starts: 0, needs: [(bar, 2), (door, 1)], place: "Gate <B>")
        let other = shift(2, of: event, starts: 4, needs: [(door, 3)])
        let ann = try volunteer(1, of: event, roles: [bar, door], household: "Smith")
        let bob = try volunteer(2, of: event, roles: [bar])
        let cy = try volunteer(3, of: event)
        return ShiftBoard(roles: [door, bar], shifts: [late, early, other], volunteers: [bob, ann, cy],
                          assignments: [assignment(ann, on: early, as: door, at: 5), assignment(bob, on: late, as: bar, at: 3)])
    }

    public static let cases: [ContractCase<Store>] = [
        ContractCase("an event without volunteering has an empty board") { (store: Store) async throws in
            let festival = try await event(in: store)
            #expect(try await store.shiftBoard(of: festival.id) == ShiftBoard())
        },
        ContractCase("a change stores the whole board, read back in order: roles by creation, shifts by start, volunteers by number, assignments as made") { (store: Store) async throws in
            let festival = try await event(in: store)
            let other = try await event(in: store, "other")
            let board = try board(of: festival)
            let seen = try await store.changeShiftBoard(event: festival.id) { event, stored in
                stored = board
                return event.id
            }
            #expect(seen == festival.id)
            let read = try await store.shiftBoard(of: festival.id)
            #expect(read.roles.map(\.name) == ["Bar", "Door"])
            #expect(read.shifts.map(\.number) == [1, 3, 2])
            #expect(read.volunteers.map(\.number) == [1, 2, 3])
            #expect(read.assignments == board.assignments.sorted { $0.assignedAt < $1.assignedAt })
            #expect(Set(read.roles) == Set(board.roles))
            #expect(Set(read.shifts.map(\.id)) == Set(board.shifts.map(\.id)))
            #expect(read.shifts.first?.place == "Gate <B>")
            #expect(read.shifts.first?.needs == board.shifts[1].needs)
            #expect(Set(read.volunteers) == Set(board.volunteers))
            #expect(try await store.shiftBoard(of: other.id) == ShiftBoard())
        },
        ContractCase("a change edits and removes rows, and cancelling a shift frees its volunteers for overlapping ones") { (store: Store) async throws in
            let festival = try await event(in: store)
            let board = try board(of: festival)
            try await store.changeShiftBoard(event: festival.id) { _, stored in stored = board }
            let early = board.shifts[1]
            let overlapping = shift(4, of: festival, starts: 1, needs: [(board.roles[0], 1)])
            try await store.changeShiftBoard(event: festival.id) { _, stored in
                stored.shifts[stored.shifts.firstIndex { $0.id == early.id }!].cancelledAt = F.instant(60)
                stored.shifts.append(overlapping)
                stored.assignments.append(assignment(board.volunteers[1], on: overlapping, as: board.roles[0], at: 9))
                stored.volunteers.removeAll { $0.number == 3 }
                stored.roles[0].needsApproval = true
            }
            let read = try await store.shiftBoard(of: festival.id)
            #expect(read.shifts.first { $0.id == early.id }?.cancelledAt == F.instant(60))
            #expect(read.volunteers.map(\.number) == [1, 2])
            #expect(read.assignments.count == 3)
            let approvalNeeded = read.roles.map(\.needsApproval)
            #expect(approvalNeeded == [true, true])
        },
        ContractCase("an error from the change, or a board that breaks its rules, changes nothing and says which rule") { (store: Store) async throws in
            let festival = try await event(in: store)
            let board = try board(of: festival)
            try await store.changeShiftBoard(event: festival.id) { _, stored in stored = board }
            let bar = board.roles[1]
            let early = board.shifts[1]
            let late = board.shifts[0]
            let ann = board.volunteers[1]
            let cy = board.volunteers[2]
            let breaking: [(String, DomainError, @Sendable (inout ShiftBoard) -> Void)] = [
                ("a role name taken in other letters' case", .volunteerRoleNameTaken("bar"), { $0.roles.append(role("bar", of: festival, created: 9)) }),
                ("a shift number taken", .shiftNumberTaken(1), { $0.shifts.append(shift(1, of: festival, starts: 20, needs: [])) }),
                ("a volunteer number taken", .volunteerNumberTaken(2), { $0.volunteers.append(try! volunteer(2, of: festival)) }),
                ("a shift ending as it starts", .shiftEndsBeforeStart, { $0.shifts[0].ends = $0.shifts[0].starts }),
                ("one more on the bar than it needs", .shiftRoleFull(3),
                 { board in
                     let dee = try! volunteer(4, of: festival, roles: [bar])
                     board.volunteers.append(dee)
                     board.assignments += [assignment(cy, on: late, as: bar, at: 7), assignment(dee, on: late, as: bar, at: 8)]
                 }),
                ("a volunteer on two shifts at once", .shiftsOverlap(3, 1), { $0.assignments.append(assignment(ann, on: late, as: bar, at: 7)) }),
                ("a volunteer twice on one shift", .volunteerOnShiftAlready(1), { $0.assignments.append(assignment(ann, on: early, as: bar, at: 7)) }),
                ("an assignment of a volunteer removed", .referenceMissing, { $0.volunteers.removeAll { $0.number == 1 } }),
                ("a need of a role removed", .referenceMissing, { $0.roles.removeAll { $0.name == "Bar" } }),
            ]
            let before = try await store.shiftBoard(of: festival.id)
            for (why, expected, change) in breaking {
                await #expect(throws: expected, "\(why)") {
                    try await store.changeShiftBoard(event: festival.id) { _, stored in change(&stored) }
                }
                #expect(try await store.shiftBoard(of: festival.id) == before, "\(why)")
            }
            await #expect(throws: DomainError.shiftRoleFull(1)) {
                try await store.changeShiftBoard(event: festival.id) { _, stored throws(DomainError) in
                    stored.shifts.removeAll()
                    throw .shiftRoleFull(1)
                }
            }
            let after = try await store.shiftBoard(of: festival.id)
            #expect(after.shifts.count == 3)
            #expect(after.assignments.count == 2)
            #expect(after.roles.count == 2)
            #expect(after.volunteers.count == 3)
        },
        ContractCase("volunteers racing for the last place of a role: exactly one gets it") { (store: Store) async throws in
            let festival = try await event(in: store)
            let bar = role("Bar", of: festival)
            let only = shift(1, of: festival, starts: 0, needs: [(bar, 1)])
            let racers = try (1...8).map { try volunteer($0, of: festival, roles: [bar]) }
            try await store.changeShiftBoard(event: festival.id) { _, stored in
                stored = ShiftBoard(roles: [bar], shifts: [only], volunteers: racers)
            }
            let outcomes = await withTaskGroup(of: Bool.self) { group in
                for racer in racers {
                    group.addTask {
                        do {
                            try await store.changeShiftBoard(event: festival.id) { _, stored throws(DomainError) in
                                guard stored.assignments(on: only.id, as: bar.id).count < only.need(of: bar.id) else { throw .shiftRoleFull(1) }
                                stored.assignments.append(assignment(racer, on: only, as: bar))
                            }
                            return true
                        } catch {
                            return false
                        }
                    }
                }
                return await group.reduce(into: [Bool]()) { $0.append($1) }
            }
            #expect(outcomes.filter { $0 }.count == 1)
            #expect(try await store.shiftBoard(of: festival.id).assignments.count == 1)
        },
        ContractCase("a volunteer is found by their link's digest, of whichever event, until it changes") { (store: Store) async throws in
            let festival = try await event(in: store)
            let other = try await event(in: store, "other")
            var ann = try volunteer(1, of: festival)
            ann.linkDigest = "digest-of-ann"
            var bob = try volunteer(1, of: other)
            bob.linkDigest = "digest-of-bob"
            try await store.changeShiftBoard(event: festival.id) { [ann] _, stored in stored.volunteers = [ann, try! volunteer(2, of: festival)] }
            try await store.changeShiftBoard(event: other.id) { [bob] _, stored in stored.volunteers = [bob] }
            #expect(try await store.volunteer(linkDigest: "digest-of-ann")?.id == ann.id)
            #expect(try await store.volunteer(linkDigest: "digest-of-bob")?.eventID == other.id)
            #expect(try await store.shiftBoard(of: festival.id).volunteers.first?.linkDigest == "digest-of-ann")
            try await store.changeShiftBoard(event: festival.id) { _, stored in stored.volunteers[0].linkDigest = "rotated" }
            #expect(try await store.volunteer(linkDigest: "digest-of-ann") == nil)
            #expect(try await store.volunteer(linkDigest: "rotated")?.id == ann.id)
            #expect(try await store.volunteer(linkDigest: "") == nil)
        },
        ContractCase("settings are kept with the board, the defaults until changed; a change's mail is queued with it, a refused change's never") { (store: Store) async throws in
            let festival = try await event(in: store)
            let board = try board(of: festival)
            try await store.changeShiftBoard(event: festival.id) { _, stored in stored = board }
            #expect(try await store.shiftBoard(of: festival.id).settings == ShiftSettings())
            let changed = ShiftSettings(remindBefore: 90 * 60, noShowLimit: 3, signUpOpen: false)
            try await store.changeShiftBoard(event: festival.id) { _, stored in stored.settings = changed }
            #expect(try await store.shiftBoard(of: festival.id).settings == changed)
            let ann = board.volunteers[1]
            let news = OutboxMessage.notice(.shiftNews, of: festival.id, to: ann.email!, saying: "Shift #1 changed", at: F.instant(9),
                                            id: MailMessageID(UUID()))
            await #expect(throws: DomainError.shiftNumberTaken(1)) {
                try await store.changeShiftBoard(event: festival.id) { _, stored in
                    stored.mail.append(news)
                    stored.shifts.append(shift(1, of: festival, starts: 30, needs: []))
                }
            }
            #expect(try await store.messages(of: festival.id, status: nil).isEmpty)
            try await store.changeShiftBoard(event: festival.id) { _, stored in stored.mail.append(news) }
            let queued = try await store.messages(of: festival.id, status: nil)
            #expect(queued.map(\.id) == [news.id] && queued.first?.kind == .shiftNews && queued.first?.note == "Shift #1 changed")
            #expect(try await store.shiftBoard(of: festival.id).mail.isEmpty, "mail is queued, never read back with the board")
        },
        ContractCase("the events with a reminder due: a volunteer with an email, on a shift not cancelled nor started, within the event's lead time, not reminded yet") { (store: Store) async throws in
            let festival = try await event(in: store)
            let other = try await event(in: store, "other")
            let board = try board(of: festival)
            // Shifts start 0, 2 and 4 hours after the base instant (`F.instant`); the default lead is 24 hours.
            try await store.changeShiftBoard(event: festival.id) { _, stored in stored = board }
            let base = F.instant()
            #expect(try await store.eventsWithShiftRemindersDue(at: base.addingTimeInterval(-25 * 3600)) == [])
            #expect(try await store.eventsWithShiftRemindersDue(at: base.addingTimeInterval(-23 * 3600)) == [festival.id])
            #expect(try await store.eventsWithShiftRemindersDue(at: base.addingTimeInterval(3 * 3600)) == [], "every shift with someone on it started")
            try await store.changeShiftBoard(event: festival.id) { _, stored in stored.settings.remindBefore = 3600 }
            #expect(try await store.eventsWithShiftRemindersDue(at: base.addingTimeInterval(-2 * 3600)) == [], "outside the shorter lead")
            #expect(try await store.eventsWithShiftRemindersDue(at: base.addingTimeInterval(-1800)) == [festival.id])
            let reminder = OutboxMessage.notice(.shift, of: festival.id, to: board.volunteers[1].email!, saying: "soon", at: base,
                                                id: MailMessageID(UUID()))
            try await store.changeShiftBoard(event: festival.id) { _, stored in
                stored.mail.append(reminder)
                for index in stored.assignments.indices where stored.assignments[index].volunteer == board.volunteers[1].id {
                    stored.assignments[index].reminderMessage = reminder.id
                }
            }
            #expect(try await store.eventsWithShiftRemindersDue(at: base.addingTimeInterval(-1800)) == [], "Bob's shift starts later: not due yet")
            #expect(try await store.eventsWithShiftRemindersDue(at: base.addingTimeInterval(5400)) == [festival.id], "Bob's is due an hour before it")
            let found = try await store.shiftAssignment(reminder: reminder.id)
            #expect(found?.0.volunteer == board.volunteers[1].id && found?.1.number == 1 && found?.2.id == festival.id)
            #expect(try await store.shiftAssignment(reminder: MailMessageID(UUID())) == nil)
            try await store.changeShiftBoard(event: festival.id) { _, stored in
                for index in stored.volunteers.indices { stored.volunteers[index].email = nil }
            }
            #expect(try await store.eventsWithShiftRemindersDue(at: base.addingTimeInterval(5400)) == [], "nobody to mail")
            try await store.changeShiftBoard(event: festival.id) { _, stored in
                for index in stored.volunteers.indices { stored.volunteers[index].email = board.volunteer(stored.volunteers[index].id)?.email }
                for index in stored.shifts.indices { stored.shifts[index].cancelledAt = base }
            }
            #expect(try await store.eventsWithShiftRemindersDue(at: base.addingTimeInterval(5400)) == [], "cancelled shifts")
            try await store.changeShiftBoard(event: other.id) { _, stored in
                let bar = role("Bar", of: other)
                let later = shift(1, of: other, starts: 10, needs: [(bar, 1)])
                let dee = try! volunteer(1, of: other, roles: [bar])
                stored = ShiftBoard(roles: [bar], shifts: [later], volunteers: [dee], assignments: [assignment(dee, on: later, as: bar)])
            }
            #expect(try await store.eventsWithShiftRemindersDue(at: base) == [other.id])
            var cancelled = other
            cancelled.status = .cancelled
            try await store.update(cancelled)
            #expect(try await store.eventsWithShiftRemindersDue(at: base) == [], "a cancelled event")
        },
        ContractCase("a board of an event that does not exist is refused; an event removed takes its board along") { (store: Store) async throws in
            let festival = try await event(in: store)
            let missing = EventID(UUID())
            await #expect(throws: DomainError.eventMissing(missing)) { try await store.changeShiftBoard(event: missing) { _, _ in } }
            let board = try board(of: festival)
            try await store.changeShiftBoard(event: festival.id) { _, stored in stored = board }
            try await store.delete(festival.id)
            #expect(try await store.shiftBoard(of: festival.id) == ShiftBoard())
        },
    ]
}
