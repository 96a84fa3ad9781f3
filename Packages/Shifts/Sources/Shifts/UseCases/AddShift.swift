public import Domain

/// `rushday shifts add EVENT TITLE --starts --ends [--place] --need ROLE=N ...`, numbered one
/// past the largest number the event's shifts hold. Owners and organizers only.
public struct AddShift: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddShiftRequest) async throws(DomainError) -> ShiftItem {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageShifts)
        let title = try ShiftFields.line(request.title, field: "title", example: "Bar, evening")
        let place = try ShiftFields.optionalLine(request.place, field: "place", example: "Main tent")
        let starts = try DateTimeInput.parse(request.starts, in: event.timeZone, field: "starts")
        let ends = try DateTimeInput.parse(request.ends, in: event.timeZone, field: "ends")
        guard starts < ends else { throw .shiftEndsBeforeStart }
        let id: ShiftID = dependencies.identifierGenerator.make()
        let now = dependencies.clock.now()
        return try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
            let needs = try ShiftNeedsInput.parse(request.needs, on: board, event: event)
            let shift = Shift(id: id, eventID: event.id, number: ShiftLookup.nextShiftNumber(on: board), title: title, place: place,
                              starts: starts, ends: ends, needs: needs, createdAt: now, updatedAt: now)
            board.shifts.append(shift)
            return BoardItems(board: board, event: event, now: now).shift(shift)
        }
    }
}
