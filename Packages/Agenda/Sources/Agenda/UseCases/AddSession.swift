public import Domain
import Foundation

/// `rushday agenda add EVENT TITLE --starts TIME --ends TIME [...]`.
/// Puts a session in the programme. Its handle is made from the title, numbered when another
/// session has it. The conflicts it causes are answered with it (warnings), or refuse it when
/// `strict`; they are found inside the write, so a session added meanwhile by someone else
/// counts. Owners and organizers only.
public struct AddSession: Sendable {
    private let dependencies: any AgendaDependencies

    public init(_ dependencies: any AgendaDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddSessionRequest) async throws(DomainError) -> SessionResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeProgramme)
        let title = try SessionFields.title(request.title)
        let times = try SessionTimes(event: event).read(starts: request.starts, ends: request.ends, day: request.day)
        let room = try request.room.map { raw throws(DomainError) in try SessionFields.label(raw, field: "room") }
        let track = try request.track.map { raw throws(DomainError) in try SessionFields.label(raw, field: "track") }
        let speakers = try SessionFields.speakers(request.speakers)
        let description = try request.description.map { raw throws(DomainError) in try SessionFields.description(raw) }
        let capacity = try request.capacity.map { raw throws(DomainError) in try SessionFields.capacity(raw) }
        let gap = try SessionFields.minimumGap(request.minimumGapMinutes)
        let strict = request.strict
        let id: AgendaSessionID = dependencies.identifierGenerator.make()
        let now = dependencies.clock.now()
        let draft = AuditDraft("session.add", event: event.id, at: now)
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.agendaRepository.changeAgenda(event: event.id) { current, sessions throws(DomainError) in
                let session = AgendaSession(id: id, eventID: current.id, handle: SessionLookup.freeHandle(for: title, among: sessions),
                                            title: title, startsAt: times.startsAt, endsAt: times.endsAt, room: room, track: track,
                                            speakers: speakers, description: description, capacity: capacity,
                                            createdAt: now, updatedAt: now)
                sessions.append(session)
                let conflicts = ConflictRules.conflicts(of: session, in: sessions, event: current, minimumGapMinutes: gap)
                if strict, !conflicts.isEmpty { throw StrictRefusal.error(conflicts, minimumGapMinutes: gap) }
                // The handle is chosen here, among the sessions as they are in this write.
                draft.record(target: session.handle.value, changes: AuditChange.made(session, SessionAudit.fields))
                return SessionResponse(event: current, session: session, conflicts: conflicts, minimumGapMinutes: gap)
            }
        }
    }
}
