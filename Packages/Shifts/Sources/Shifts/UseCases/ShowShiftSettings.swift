public import Domain

/// `rushday shifts settings EVENT`: how the event's volunteering runs. Every member sees it.
public struct ShowShiftSettings: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(event reference: String) async throws(DomainError) -> ShiftSettingsItem {
        let event = try await EventAccess(dependencies).event(reference, for: .seeShifts)
        return ShiftSettingsItem(event: event.handle, settings: try await dependencies.shiftRepository.shiftBoard(of: event.id).settings)
    }
}
