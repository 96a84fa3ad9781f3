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
        let all = board.shifts.map { (shift: $0, item: items.shift($0)) }
        let shifts = all.filter { shift, item in
            let onDay = request.day.map { day in
                calendar.dateComponents([.day], from: firstDay, to: calendar.startOfDay(for: shift.starts)).day.map { $0 + 1 } == day
            } ?? true
            return onDay && (!request.understaffed || (!item.cancelled && item.staffing != .full))
        }
        return ShiftList(event: event.handle, zone: event.timeZone, shifts: shifts.map(\.item), all: all.map(\.item))
    }
}
