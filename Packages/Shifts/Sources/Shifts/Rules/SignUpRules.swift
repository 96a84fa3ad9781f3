import Domain
import Foundation

/// Whether a volunteer may be put on a shift in a role, each refusal with its reason. The
/// board's own rules (full, overlapping) are checked here first, in words naming the people and
/// times; the store checks them again as it writes, so no path breaks them.
enum SignUpRules {
    enum Asker {
        /// An organiser assigning: a shift that started may still take a replacement.
        case organiser
        /// The volunteer themselves (or one of their household).
        case volunteer
    }

    static func check(_ volunteer: Volunteer, for shift: Shift, as role: VolunteerRole, on board: ShiftBoard, event: Event,
                      at now: Date, by asker: Asker) throws(DomainError) {
        let who = UserText.quoted(volunteer.name)
        guard !shift.isCancelled else { throw .invalid(field: "shift", message: "shift #\(shift.number) is cancelled") }
        // A cancelled or completed event takes no volunteer's sign-up, whatever its settings say.
        if asker == .volunteer, event.status.isOver {
            throw .invalid(field: "shift", message: "\(UserText.quoted(event.title)) is \(event.status); there are no shifts to sign up for")
        }
        if asker == .volunteer, !board.settings.signUpOpen {
            throw .invalid(field: "shift", message: "sign-up is closed for \(event.title); ask an organiser")
        }
        if asker == .volunteer, shift.starts <= now {
            throw .invalid(field: "shift", message: "shift #\(shift.number) started \(ZonedTime.spoken(shift.starts, in: event.timeZone)); sign-up has closed")
        }
        let need = shift.need(of: role.id)
        guard need > 0 else {
            let roles = shift.needs.filter { $0.count > 0 }.compactMap { board.role($0.role)?.name }
            let needs = roles.isEmpty ? "it needs nobody" : "it needs \(roles.map(UserText.quoted).joined(separator: ", "))"
            throw .invalid(field: "role", message: "shift #\(shift.number) needs no \(UserText.quoted(role.name)); \(needs)")
        }
        guard volunteer.roles.contains(where: { $0.role == role.id }) else {
            throw .invalid(field: "role", message: "\(who) is not in the role \(UserText.quoted(role.name)); give them the role first")
        }
        guard volunteer.mayTake(role) else {
            throw .invalid(field: "role", message: "\(who) is not approved for \(UserText.quoted(role.name)) yet; an organiser approves them first")
        }
        guard !board.assignments.contains(where: { $0.shift == shift.id && $0.volunteer == volunteer.id }) else {
            throw .volunteerOnShiftAlready(shift.number)
        }
        let taken = board.assignments(on: shift.id, as: role.id).count
        guard taken < need else {
            throw .invalid(field: "shift", message: "shift #\(shift.number) is full for \(UserText.quoted(role.name)) (\(taken) of \(need) taken)")
        }
        for assignment in board.assignments(of: volunteer.id) {
            guard let other = board.shift(assignment.shift), !other.isCancelled, other.overlaps(shift) else { continue }
            throw .invalid(field: "shift", message: "shift #\(shift.number) overlaps shift #\(other.number) (\(ZonedTime.spoken(other.starts, other.ends, in: event.timeZone))), which \(who) is on")
        }
        let missed = ShiftRecord.unforgivenNoShows(of: volunteer.id, on: board, at: now).count
        guard missed < board.settings.noShowLimit else {
            throw .invalid(field: "volunteer", message: "\(who) missed \(missed) shifts without an excuse; an organiser must let them sign up again first")
        }
    }
}
