public import Domain
import Foundation

/// `rushday agenda update EVENT SESSION [--title T] [any add option]`.
/// Changes what is given and keeps the rest (see `UpdateSessionRequest`); the handle stays, so
/// scripts and calendar entries keep naming the same session. Conflicts as for `AddSession`.
/// Values equal to the session's own are nothing to change. Owners and organizers only.
public struct UpdateSession: Sendable {
    private let dependencies: any AgendaDependencies

    public init(_ dependencies: any AgendaDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: UpdateSessionRequest) async throws(DomainError) -> SessionResponse {
        guard !request.changesNothing else { throw .nothingToChange }
        let event = try await EventAccess(dependencies).event(request.event, for: .changeProgramme)
        let title = try request.title.map { raw throws(DomainError) in try SessionFields.title(raw) }
        let room = try Self.clearable(request.room) { raw throws(DomainError) in try SessionFields.label(raw, field: "room") }
        let track = try Self.clearable(request.track) { raw throws(DomainError) in try SessionFields.label(raw, field: "track") }
        let description = try Self.clearable(request.description) { raw throws(DomainError) in try SessionFields.description(raw) }
        let capacity = try Self.clearable(request.capacity) { raw throws(DomainError) in try SessionFields.capacity(raw) }
        let speakers = try request.speakers.map { raw throws(DomainError) in try SessionFields.speakers(raw == [""] ? [] : raw) }
        let gap = try SessionFields.minimumGap(request.minimumGapMinutes)
        let reference = request.session
        let (starts, ends, day, strict) = (request.starts, request.ends, request.day, request.strict)
        let now = dependencies.clock.now()
        let draft = AuditDraft("session.update", event: event.id, at: now)
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.agendaRepository.changeAgenda(event: event.id) { current, sessions throws(DomainError) in
                let index = try SessionLookup.index(of: reference, in: sessions, event: current)
                var session = sessions[index]
                if starts != nil || ends != nil || day != nil {
                    let times = try SessionTimes(event: current).read(starts: starts, ends: ends, day: day, current: session)
                    (session.startsAt, session.endsAt) = times
                }
                if let title { session.title = title }
                if let room { session.room = room }
                if let track { session.track = track }
                if let description { session.description = description }
                if let capacity { session.capacity = capacity }
                if let speakers { session.speakers = speakers }
                guard session != sessions[index] else { throw .nothingToChange }
                session.updatedAt = now
                draft.record(target: session.handle.value, changes: AuditChange.between(sessions[index], session, SessionAudit.fields))
                sessions[index] = session
                let conflicts = ConflictRules.conflicts(of: session, in: sessions, event: current, minimumGapMinutes: gap)
                if strict, !conflicts.isEmpty { throw StrictRefusal.error(conflicts, minimumGapMinutes: gap) }
                return SessionResponse(event: current, session: session, conflicts: conflicts, minimumGapMinutes: gap)
            }
        }
    }

    /// Nil keeps the field (`.none`); "" clears it (`.some(nil)`); anything else is checked.
    private static func clearable<Value>(_ raw: String?, _ check: (String) throws(DomainError) -> Value) throws(DomainError) -> Value?? {
        guard let raw else { return .none }
        guard !raw.isEmpty else { return .some(nil) }
        return .some(try check(raw))
    }
}

extension UpdateSessionRequest {
    /// `strict` and the gap only say how to check a change; alone they change nothing.
    var changesNothing: Bool {
        title == nil && starts == nil && ends == nil && day == nil && room == nil && track == nil && speakers == nil
            && description == nil && capacity == nil
    }
}
