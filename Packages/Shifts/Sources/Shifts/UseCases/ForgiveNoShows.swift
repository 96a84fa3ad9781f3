public import Domain

/// `rushday shifts volunteers forgive EVENT VOLUNTEER`: lets a volunteer stopped by their
/// no-shows sign up again, forgiving those they have now (later ones count again). Owners and
/// organizers only.
public struct ForgiveNoShows: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, volunteer: String) async throws(DomainError) -> VolunteerItem {
        let event = try await EventAccess(dependencies).event(reference, for: .manageShifts)
        let now = dependencies.clock.now()
        return try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
            var found = try ShiftLookup.volunteer(volunteer, on: board, event: event)
            let missed = ShiftRecord.noShows(of: found.id, on: board, at: now)
            guard missed > found.noShowsForgiven else {
                throw .invalid(field: "volunteer", message: "\(UserText.quoted(found.name)) has no no-show left to forgive")
            }
            found.noShowsForgiven = missed
            found.updatedAt = now
            board.volunteers[board.volunteers.firstIndex { $0.id == found.id }!] = found
            return BoardItems(board: board, event: event, now: now).volunteer(found)
        }
    }
}
