public import Domain

/// The shifts of a volunteer's household, not cancelled, as calendar entries for their page's
/// "Add to calendar": each keeps its uid, so importing again updates rather than adds.
public struct ExportVolunteerCalendar: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(secret: String) async throws(DomainError) -> VolunteerCalendar {
        let (event, volunteer) = try await VolunteerLink(secret: secret, dependencies: dependencies).holder()
        let board = try await dependencies.shiftRepository.shiftBoard(of: event.id)
        guard let holder = board.volunteer(volunteer.id) else { throw .linkInvalid }
        let now = dependencies.clock.now()
        return VolunteerCalendar(event: event.handle, name: "\(holder.name)'s shifts, \(event.title)",
                                 entries: HouseholdItems(board: board, event: event, holder: holder, now: now).calendar, stampedAt: now)
    }
}
