public import Domain

/// A volunteer's own page, opened with their personal link (`/v/SECRET`): their household's
/// shifts, the places they may take and their hours. The link is the only authority.
public struct ShowVolunteerPage: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(secret: String) async throws(DomainError) -> VolunteerPage {
        let (event, volunteer) = try await VolunteerLink(secret: secret, dependencies: dependencies).holder()
        let board = try await dependencies.shiftRepository.shiftBoard(of: event.id)
        guard let holder = board.volunteer(volunteer.id) else { throw .linkInvalid }
        return HouseholdItems(board: board, event: event, holder: holder, now: dependencies.clock.now()).page
    }
}
