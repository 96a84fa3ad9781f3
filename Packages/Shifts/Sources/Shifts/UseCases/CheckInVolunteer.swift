public import Domain
import Foundation

/// `rushday shifts checkin EVENT SHIFT VOLUNTEER [--at DATETIME]`: the volunteer came, now or at
/// the time given (not in the future), once; a no-show checked in late is no longer one. Every
/// member (staff run the door).
public struct CheckInVolunteer: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ShiftSeatRequest) async throws(DomainError) -> ShiftItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .checkInVolunteers)
        let now = dependencies.clock.now()
        let at = try CheckTime.parse(request.at, in: event, now: now)
        let audit = AuditDraft("shift.checkin", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let seat = try SeatLookup.index(request, on: board, event: event)
                if let earlier = board.assignments[seat.index].checkedInAt {
                    throw .invalid(field: "volunteer", message: "\(UserText.quoted(seat.volunteer.name)) checked in to shift #\(seat.shift.number) at \(ZonedTime.display(earlier, in: event.timeZone)) already")
                }
                guard !seat.shift.isCancelled else { throw .invalid(field: "shift", message: "shift #\(seat.shift.number) is cancelled") }
                board.assignments[seat.index].checkedInAt = at
                audit.record(target: ShiftAudit.reference(seat.shift), changes: ShiftAudit.attendance(of: seat.volunteer, "at", at))
                return BoardItems(board: board, event: event, now: now).shift(seat.shift)
            }
        }
    }
}
