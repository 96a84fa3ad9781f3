public import Domain

/// `rushday shifts roles list EVENT`: every member sees them.
public struct ListVolunteerRoles: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String) async throws(DomainError) -> [RoleItem] {
        let event = try await EventAccess(dependencies).event(reference, for: .seeShifts)
        let board = try await dependencies.shiftRepository.shiftBoard(of: event.id)
        let items = BoardItems(board: board, event: event, now: dependencies.clock.now())
        return board.roles.map(items.role)
    }
}
