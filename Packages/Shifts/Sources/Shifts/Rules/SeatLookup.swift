import Domain

/// The assignment a command names by shift and volunteer.
enum SeatLookup {
    static func index(_ request: ShiftSeatRequest, on board: ShiftBoard, event: Event) throws(DomainError) -> (index: Int, shift: Shift, volunteer: Volunteer) {
        let shift = try ShiftLookup.shift(request.shift, on: board, event: event)
        let volunteer = try ShiftLookup.volunteer(request.volunteer, on: board, event: event)
        guard let index = board.assignments.firstIndex(where: { $0.shift == shift.id && $0.volunteer == volunteer.id }) else {
            throw .invalid(field: "volunteer", message: "\(UserText.quoted(volunteer.name)) is not on shift #\(shift.number)")
        }
        return (index, shift, volunteer)
    }
}
