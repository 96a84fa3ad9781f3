public import Domain

/// `rushday events log EVENT [--since WHEN] [--actor WHO] [--about REFERENCE]`. Owners and
/// organizers only: every change made to the event (or to one thing in it), by whom, from
/// where, with the fields' old and new values, in the order made. Nobody may change or remove
/// an entry.
public struct ShowEventLog: Sendable {
    private let dependencies: any EventsDependencies

    public init(_ dependencies: any EventsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: EventLogRequest) async throws(DomainError) -> EventLogResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readLog)
        let since = try request.since.map { raw throws(DomainError) in try DateTimeInput.parse(raw, in: event.timeZone, field: "since") }
        let given = { (text: String?) in text?.trimmingCharacters(in: .whitespaces) }
        let (actor, about) = (given(request.actor), given(request.about))
        let entries = try await dependencies.auditRepository.auditEntries(of: event.id, since: since, actor: actor?.isEmpty == true ? nil : actor,
                                                                          about: about?.isEmpty == true ? nil : about)
        return EventLogResponse(event: event, entries: entries)
    }
}
