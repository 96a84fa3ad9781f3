public import Domain
import Foundation

/// `rushday shifts list EVENT [--day N] [--understaffed]`: in start order; a day is counted in
/// the event's zone from the day it starts (1); understaffed means not full and not cancelled.
/// Every member sees them.
public struct ListShifts: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ListShiftsRequest) async throws(DomainError) -> ShiftList {
        let event = try await EventAccess(dependencies).event(request.event, for: .seeShifts)
        if let day = request.day, day < 1 { throw .invalid(field: "day", message: "is \(day); the event's first day is 1") }
        let board = try await dependencies.shiftRepository.shiftBoard(of: event.id)
        let items = BoardItems(board: board, event: event, now: dependencies.clock.now())
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = event.timeZone.timeZone
        let firstDay = calendar.startOfDay(for: event.startsAt)
        let shifts = board.shifts.filter { shift in
            guard let day = request.day else { return true }
            return calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: shift.starts)).day.map { $0 + 1 } == day
        }.map(items.shift).filter { !request.understaffed || (!$0.cancelled && $0.staffing != .full) }
        return ShiftList(event: event.handle, zone: event.timeZone, shifts: shifts)
    }
}
