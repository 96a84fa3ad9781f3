public import Domain

/// `rushday agenda conflicts EVENT [--min-gap MINUTES]`: every conflict of the programme.
/// Every member may read, staff included.
public struct ListConflicts: Sendable {
    private let dependencies: any AgendaDependencies

    public init(_ dependencies: any AgendaDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ConflictsRequest) async throws(DomainError) -> ConflictsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readProgramme)
        let gap = try SessionFields.minimumGap(request.minimumGapMinutes)
        let sessions = try await dependencies.agendaRepository.agendaSessions(of: event.id)
        return ConflictsResponse(event: event, conflicts: ConflictRules.conflicts(in: sessions, event: event, minimumGapMinutes: gap),
                                 sessions: sessions, minimumGapMinutes: gap)
    }
}
