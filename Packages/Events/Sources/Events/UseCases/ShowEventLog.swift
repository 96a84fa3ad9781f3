public import Domain

/// `rushday events log EVENT [--since WHEN] [--actor WHO]`. Owners and organizers only: every
/// change made to the event, by whom, from where, with the fields' old and new values, in the
/// order made. Nobody may change or remove an entry.
public struct ShowEventLog: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventLogRequest) async throws(DomainError) -> EventLogResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readLog)
        let since = try request.since.map { raw throws(DomainError) in try DateTimeInput.parse(raw, in: event.timeZone, field: "since") }
        let actor = request.actor?.trimmingCharacters(in: .whitespaces)
        let entries = try await dependencies.auditRepository.auditEntries(of: event.id, since: since, actor: actor?.isEmpty == true ? nil : actor)
        return EventLogResponse(event: event, entries: entries)
    }
}
