public import Domain

/// `rushday shifts show EVENT SHIFT`: every member sees it.
public struct ShowShift: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, shift: String) async throws(DomainError) -> ShiftItem {
        let event = try await EventAccess(dependencies).event(reference, for: .seeShifts)
        let board = try await dependencies.shiftRepository.shiftBoard(of: event.id)
        return BoardItems(board: board, event: event, now: dependencies.clock.now()).shift(try ShiftLookup.shift(shift, on: board, event: event))
    }
}
