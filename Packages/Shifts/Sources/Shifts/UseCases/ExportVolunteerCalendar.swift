public import Domain

/// The shifts of a volunteer's household, not cancelled, as calendar entries for their page's
/// "Add to calendar": each keeps its uid, so importing again updates rather than adds.
public struct ExportVolunteerCalendar: Sendable {
    private let dependencies: any ShiftsDependencies

    public init(_ dependencies: any ShiftsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(secret: String) async throws(DomainError) -> VolunteerCalendar {
        let now = dependencies.clock.now()
        let household = try await VolunteerLink(secret: secret, dependencies: dependencies).household(at: now)
        return VolunteerCalendar(event: household.event.handle, name: "\(household.holder.name)'s shifts, \(household.event.title)",
                                 entries: household.calendar, stampedAt: now)
    }
}
