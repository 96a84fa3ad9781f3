public import Domain

/// `rushday shifts volunteers list EVENT`: by number. Every member sees them.
public struct ListVolunteers: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String) async throws(DomainError) -> [VolunteerItem] {
        let event = try await EventAccess(dependencies).event(reference, for: .seeShifts)
        let board = try await dependencies.shiftRepository.shiftBoard(of: event.id)
        let items = BoardItems(board: board, event: event, now: dependencies.clock.now())
        return board.volunteers.map(items.volunteer)
    }
}
