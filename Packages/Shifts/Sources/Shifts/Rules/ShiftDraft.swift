import Domain
import Foundation

/// A new shift as typed, checked: what `shifts add` and each row of `shifts import` make.
struct ShiftDraft {
    let title: String
    let place: String?
    let starts: Date
    let ends: Date
    let needs: [String]

    init(title: String, starts: String, ends: String, place: String?, needs: [String], zone: TimeZoneID) throws(DomainError) {
        self.title = try ShiftFields.line(title, field: "title", example: "Bar, evening")
        self.place = try ShiftFields.optionalLine(place, field: "place", example: "Main tent")
        self.starts = try DateTimeInput.parse(starts, in: zone, field: "starts")
        self.ends = try DateTimeInput.parse(ends, in: zone, field: "ends")
        guard self.starts < self.ends else { throw .shiftEndsBeforeStart }
        self.needs = needs
    }

    /// The shift, numbered one past the largest on `board`, its needs' roles found there.
    func shift(on board: ShiftBoard, event: Event, id: ShiftID, at now: Date) throws(DomainError) -> Shift {
        Shift(id: id, eventID: event.id, number: ShiftLookup.nextShiftNumber(on: board), title: title, place: place, starts: starts, ends: ends,
              needs: try ShiftNeedsInput.parse(needs, on: board, event: event), createdAt: now, updatedAt: now)
    }
}
