public import Domain
import Foundation

/// `rushday shifts checkout EVENT SHIFT VOLUNTEER [--at DATETIME]`: the volunteer left, after
/// checking in; their hours are the time between. Every member (staff run the door).
public struct CheckOutVolunteer: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ShiftSeatRequest) async throws(DomainError) -> ShiftItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .checkInVolunteers)
        let now = dependencies.clock.now()
        let at = try CheckTime.parse(request.at, in: event, now: now)
        let audit = AuditDraft("shift.checkout", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let seat = try SeatLookup.index(request, on: board, event: event)
                let who = UserText.quoted(seat.volunteer.name)
                guard let checkedIn = board.assignments[seat.index].checkedInAt else {
                    throw .invalid(field: "volunteer", message: "\(who) has not checked in to shift #\(seat.shift.number); check them in first")
                }
                if let earlier = board.assignments[seat.index].checkedOutAt {
                    throw .invalid(field: "volunteer", message: "\(who) checked out of shift #\(seat.shift.number) at \(ZonedTime.display(earlier, in: event.timeZone)) already")
                }
                guard at > checkedIn else {
                    throw .invalid(field: "at", message: "is not after \(who) checked in (\(ZonedTime.display(checkedIn, in: event.timeZone)))")
                }
                board.assignments[seat.index].checkedOutAt = at
                audit.record(target: ShiftAudit.reference(seat.shift), changes: ShiftAudit.attendance(of: seat.volunteer, "at", at))
                return BoardItems(board: board, event: event, now: now).shift(seat.shift)
            }
        }
    }
}
