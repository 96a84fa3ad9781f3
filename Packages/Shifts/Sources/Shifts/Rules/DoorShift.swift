import Domain
import Foundation

/// Which of a volunteer's shifts a scan at the door is about. Entry takes the soonest shift
/// whose check-in is open: from an hour before it starts until it ends, not cancelled, not
/// checked in yet; and never while they are checked in to another and not out of it (a double
/// scan, or a next shift begun without scanning out), so a volunteer is on one shift at a time
/// and hours count once. Exit takes the shift they are checked in to and not out of. Each
/// refusal says what the door person can tell the volunteer.
enum DoorShift {
    static let opensBefore: TimeInterval = 3600

    static func isOpen(_ shift: Shift, at now: Date) -> Bool {
        !shift.isCancelled && now >= shift.starts.addingTimeInterval(-opensBefore) && now < shift.ends
    }

    /// The index of the assignment to check in to.
    static func entry(of volunteer: Volunteer, on board: ShiftBoard, event: Event, at now: Date) throws(DomainError) -> Int {
        let mine = board.assignments.indices.filter { board.assignments[$0].volunteer == volunteer.id }
        let who = UserText.quoted(volunteer.name)
        if let inside = onShift(mine, board), let shift = board.shift(board.assignments[inside].shift) {
            let since = ZonedTime.spoken(board.assignments[inside].checkedInAt!, in: event.timeZone)
            throw refusal("\(who) is checked in to shift #\(shift.number) already (since \(since)); scan their code as an exit to check them out")
        }
        let waiting = mine.filter { board.assignments[$0].checkedInAt == nil }
        let open = waiting.filter { board.shift(board.assignments[$0].shift).map { isOpen($0, at: now) } == true }
        if let first = open.min(by: { starts(board, $0) < starts(board, $1) }) { return first }
        let worked = mine.filter { board.assignments[$0].checkedOutAt != nil && board.shift(board.assignments[$0].shift).map { isOpen($0, at: now) } == true }
        if let done = worked.first, let shift = board.shift(board.assignments[done].shift) {
            throw refusal("\(who) checked out of shift #\(shift.number) already, \(ZonedTime.spoken(board.assignments[done].checkedOutAt!, in: event.timeZone))")
        }
        let later = waiting.compactMap { board.shift(board.assignments[$0].shift) }.filter { !$0.isCancelled && $0.starts > now }
        if let next = later.min(by: { $0.starts < $1.starts }) {
            throw refusal("the next shift of \(who), #\(next.number) \(next.title), starts \(ZonedTime.spoken(next.starts, in: event.timeZone)); check-in opens an hour before")
        }
        throw refusal("\(who) has no shift to check in to now")
    }

    /// The index of the assignment to check out of.
    static func exit(of volunteer: Volunteer, on board: ShiftBoard, event: Event, at now: Date) throws(DomainError) -> Int {
        let mine = board.assignments.indices.filter { board.assignments[$0].volunteer == volunteer.id }
        guard let inside = onShift(mine, board) else { throw refusal("\(UserText.quoted(volunteer.name)) is not checked in to any shift") }
        guard now > board.assignments[inside].checkedInAt! else { throw refusal("\(UserText.quoted(volunteer.name)) checked in this very moment") }
        return inside
    }

    /// The shift they are checked in to and not out of, the earliest checked in first.
    private static func onShift(_ mine: [Int], _ board: ShiftBoard) -> Int? {
        mine.filter { board.assignments[$0].checkedInAt != nil && board.assignments[$0].checkedOutAt == nil }
            .min { board.assignments[$0].checkedInAt! < board.assignments[$1].checkedInAt! }
    }

    private static func starts(_ board: ShiftBoard, _ index: Int) -> Date {
        board.shift(board.assignments[index].shift)?.starts ?? .distantFuture
    }

    private static func refusal(_ message: String) -> DomainError {
        .invalid(field: "volunteer", message: ErrorText(message))
    }
}
