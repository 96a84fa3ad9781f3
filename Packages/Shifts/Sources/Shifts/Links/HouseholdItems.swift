import Domain
import Foundation

/// What a volunteer's page shows, from the board: their household's shifts, and the places
/// with room in the roles they hold, each with who may take it (`SignUpRules`, as a sign-up
/// will check it) or why none may.
struct HouseholdItems {
    let board: ShiftBoard
    let event: Event
    let holder: Volunteer
    let now: Date

    private var items: BoardItems { BoardItems(board: board, event: event, now: now) }
    private var household: [Volunteer] { holder.household(on: board) }

    /// Those of the household on a shift that is not cancelled: who needs a check-in code.
    var onShifts: [Volunteer] {
        household.filter { member in
            board.assignments(of: member.id).contains { board.shift($0.shift).map { !$0.isCancelled } == true }
        }
    }

    var page: VolunteerPage {
        VolunteerPage(event: event.handle, eventTitle: event.title, zone: event.timeZone, volunteer: items.volunteer(holder),
                      household: household.map(Self.member), seats: seats,
                      open: board.settings.signUpOpen && !event.status.isOver ? open : [],
                      signUpOpen: board.settings.signUpOpen, eventStatus: event.status)
    }

    var seats: [VolunteerSeat] {
        household.flatMap { member in
            board.assignments(of: member.id).compactMap { assignment -> (Shift, VolunteerSeat)? in
                guard let shift = board.shift(assignment.shift) else { return nil }
                let seat = VolunteerSeat(shift: items.shift(shift), member: Self.member(member), role: board.role(assignment.role)?.name ?? "",
                                         checkedInAt: assignment.checkedInAt, checkedOutAt: assignment.checkedOutAt,
                                         leaveBy: LeaveRules.leaveBy(shift), mayLeave: LeaveRules.mayLeave(assignment, shift, at: now))
                return (shift, seat)
            }
        }
        .sorted { Shift.timetableOrder($0.0, $1.0) }.map(\.1)
    }

    private var open: [OpenPlace] {
        board.shifts.filter { !$0.isCancelled && $0.starts > now }.flatMap { shift in
            shift.needs.compactMap { need -> OpenPlace? in
                guard let role = board.role(need.role) else { return nil }
                let free = need.count - board.assignments(on: shift.id, as: role.id).count
                let holders = household.filter { member in
                    member.mayTake(role) && !board.assignments.contains { $0.shift == shift.id && $0.volunteer == member.id }
                }
                guard free > 0, !holders.isEmpty else { return nil }
                var refusal: String?
                let takers = holders.filter { member in
                    do throws(DomainError) {
                        try SignUpRules.check(member, for: shift, as: role, on: board, event: event, at: now, by: .volunteer)
                        return true
                    } catch {
                        refusal = refusal ?? error.problem.description
                        return false
                    }
                }
                return OpenPlace(shift: items.shift(shift), role: role.name, free: free, takers: takers.map(Self.member),
                                 refusal: takers.isEmpty ? refusal : nil)
            }
        }
    }

    /// The household's shifts, not cancelled, for a calendar.
    var calendar: [CalendarEntry] {
        household.flatMap { member in
            board.assignments(of: member.id).compactMap { assignment -> CalendarEntry? in
                guard let shift = board.shift(assignment.shift), !shift.isCancelled else { return nil }
                let role = board.role(assignment.role)?.name ?? ""
                let who = member.id == holder.id ? "" : "\(member.name): "
                return CalendarEntry(uid: "shift-\(assignment.id)@rushday", startsAt: shift.starts, endsAt: shift.ends,
                                     summary: "\(who)\(shift.title) (\(role)), \(event.title)", location: shift.place,
                                     notes: "Shift #\(shift.number) of \(event.title), as \(role).", categories: ["Volunteering"])
            }
        }
        .sorted { ($0.startsAt, $0.uid) < ($1.startsAt, $1.uid) }
    }

    static func member(_ volunteer: Volunteer) -> HouseholdMember {
        HouseholdMember(number: volunteer.number, name: volunteer.name)
    }
}
