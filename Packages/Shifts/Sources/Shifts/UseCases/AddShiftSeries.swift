public import Domain
import Foundation

/// `rushday shifts series EVENT TITLE --from --until --every --length --need ROLE=N ...`: a
/// shift of `length` starting at `from`, then every `every`, each ending by `until` (instants:
/// "every 4 hours" is 4 elapsed hours across a clock change). All are added or none. Owners and
/// organizers only.
public struct AddShiftSeries: Sendable {
    /// More in one series is a mistake in its numbers more likely than a plan.
    static let most = 500

    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddShiftSeriesRequest) async throws(DomainError) -> [ShiftItem] {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageShifts)
        let title = try ShiftFields.line(request.title, field: "title", example: "Bar")
        let place = try ShiftFields.optionalLine(request.place, field: "place", example: "Main tent")
        let from = try DateTimeInput.parse(request.from, in: event.timeZone, field: "from")
        let until = try DateTimeInput.parse(request.until, in: event.timeZone, field: "until")
        let every = try ShiftDurationInput.parse(request.every, field: "every")
        let length = try ShiftDurationInput.parse(request.length, field: "length")
        var starts: [Date] = []
        var start = from
        while start.addingTimeInterval(TimeInterval(length)) <= until {
            starts.append(start)
            guard starts.count <= Self.most else {
                throw .invalid(field: "every", message: "makes more than \(Self.most) shifts; split the series or space them further apart")
            }
            start = start.addingTimeInterval(TimeInterval(every))
        }
        guard !starts.isEmpty else {
            throw .invalid(field: "until", message: "leaves no room for one shift of \(request.length) after \(request.from); end the series later")
        }
        let times = starts
        let ids: [ShiftID] = times.map { _ in dependencies.identifierGenerator.make() }
        let now = dependencies.clock.now()
        let audit = AuditDraft("shifts.series", event: event.id, at: now)
        return try await AuditTrail.recording(audit) { () async throws(DomainError) in
            try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
                let needs = try ShiftNeedsInput.parse(request.needs, on: board, event: event)
                let first = ShiftLookup.nextShiftNumber(on: board)
                let shifts = zip(ids, times).enumerated().map { offset, pair in
                    Shift(id: pair.0, eventID: event.id, number: first + offset, title: title, place: place, starts: pair.1,
                          ends: pair.1.addingTimeInterval(TimeInterval(length)), needs: needs, createdAt: now, updatedAt: now)
                }
                board.shifts += shifts
                // The series as the command took it; the shifts it made are the target.
                let given: [(String, String?)] = [
                    ("title", title), ("place", place), ("from", AuditChange.instant(from)), ("until", AuditChange.instant(until)),
                    ("every", ShiftAudit.duration(TimeInterval(every))), ("length", ShiftAudit.duration(TimeInterval(length))),
                    ("need", ShiftAudit.needs(needs, roles: board.roles)),
                ]
                audit.record(target: shifts.map(ShiftAudit.reference).joined(separator: " "),
                             changes: given.compactMap { field, value in value.map { AuditChange(field, old: nil, new: $0) } })
                let items = BoardItems(board: board, event: event, now: now)
                return shifts.map(items.shift)
            }
        }
    }
}
