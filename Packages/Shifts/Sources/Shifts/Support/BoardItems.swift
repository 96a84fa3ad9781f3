import Domain
import Foundation

/// Turns a board's rows into what the faces show.
struct BoardItems {
    let board: ShiftBoard
    let event: Event
    let now: Date

    func role(_ role: VolunteerRole) -> RoleItem {
        let grants = board.volunteers.compactMap { volunteer in volunteer.roles.first { $0.role == role.id } }
        return RoleItem(event: event.handle, name: role.name, needsApproval: role.needsApproval, volunteers: grants.count,
                        approved: grants.filter { $0.approved || !role.needsApproval }.count)
    }

    func shift(_ shift: Shift) -> ShiftItem {
        let roles = shift.needs.compactMap { need -> RoleStaffing? in
            guard let role = board.role(need.role) else { return nil }
            let people = board.assignments(on: shift.id, as: role.id).compactMap { assignment -> ShiftPerson? in
                guard let volunteer = board.volunteer(assignment.volunteer) else { return nil }
                return ShiftPerson(number: volunteer.number, name: volunteer.name, checkedInAt: assignment.checkedInAt,
                                   checkedOutAt: assignment.checkedOutAt, noShow: ShiftRecord.isNoShow(assignment, on: board, at: now),
                                   excused: assignment.excusedAt != nil)
            }
            return RoleStaffing(role: role.name, need: need.count, people: people, staffing: .of(taken: people.count, need: need.count))
        }
        return ShiftItem(event: event.handle, number: shift.number, title: shift.title, place: shift.place, starts: shift.starts, ends: shift.ends,
                         zone: event.timeZone, cancelled: shift.isCancelled, roles: roles,
                         staffing: .overall(roles.filter { $0.need > 0 }.map(\.staffing)))
    }

    func volunteer(_ volunteer: Volunteer) -> VolunteerItem {
        let assignments = board.assignments(of: volunteer.id)
        let shifts = assignments.compactMap { board.shift($0.shift) }.filter { !$0.isCancelled }.sorted(by: Shift.timetableOrder)
        return VolunteerItem(event: event.handle, number: volunteer.number, name: volunteer.name, email: volunteer.email, phone: volunteer.phone,
                             household: volunteer.household,
                             roles: volunteer.roles.compactMap { grant in
                                 board.role(grant.role).map { HeldRole(name: $0.name, approved: grant.approved || !$0.needsApproval) }
                             },
                             shifts: shifts.map(\.number), noShows: ShiftRecord.noShows(of: volunteer.id, on: board, at: now),
                             secondsWorked: assignments.reduce(0) { $0 + ShiftRecord.secondsWorked($1, on: board, at: now) })
    }
}
