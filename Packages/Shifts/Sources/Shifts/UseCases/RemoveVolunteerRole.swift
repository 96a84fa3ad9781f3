public import Domain

/// `rushday shifts roles remove EVENT NAME`: refused while a shift needs the role; the
/// volunteers who held it lose it. Owners and organizers only.
public struct RemoveVolunteerRole: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String, name: String) async throws(DomainError) -> RoleItem {
        let event = try await EventAccess(dependencies).event(reference, for: .manageShifts)
        let now = dependencies.clock.now()
        return try await dependencies.shiftRepository.changeShiftBoard(event: event.id) { event, board throws(DomainError) in
            let role = try ShiftLookup.role(name, on: board, event: event)
            let item = BoardItems(board: board, event: event, now: now).role(role)
            if let shift = board.shifts.first(where: { shift in shift.needs.contains { $0.role == role.id } }) {
                throw .invalid(field: "role", message: "shift #\(shift.number) needs \(UserText.quoted(role.name)); change its needs first")
            }
            board.roles.removeAll { $0.id == role.id }
            for index in board.volunteers.indices where board.volunteers[index].roles.contains(where: { $0.role == role.id }) {
                board.volunteers[index].roles.removeAll { $0.role == role.id }
                board.volunteers[index].updatedAt = now
            }
            return item
        }
    }
}
