public import Domain
import Foundation

/// Agenda sessions by event.
struct AgendaTable: InMemoryTable {
    var byEvent: [EventID: [AgendaSession]] = [:]
}

extension InMemoryTables {
    /// An event's programme goes with it, as the real stores' cascades take it.
    mutating func removeAgenda(of event: EventID) {
        self[AgendaTable.self].byEvent[event] = nil
    }
}

extension InMemoryStore: AgendaRepository {
    public func agendaSessions(of event: EventID) -> [AgendaSession] {
        (tables[AgendaTable.self].byEvent[event] ?? []).sorted(by: AgendaSession.programmeOrder)
    }

    public func changeAgenda<Outcome: Sendable>(
        event: EventID,
        _ body: @Sendable (Event, inout [AgendaSession]) throws(DomainError) -> Outcome
    ) throws(DomainError) -> Outcome {
        try write { tables throws(DomainError) in
            guard let stored = tables.event(event) else { throw .eventMissing(event) }
            var sessions = (tables[AgendaTable.self].byEvent[event] ?? []).sorted(by: AgendaSession.programmeOrder)
            let outcome = try body(stored, &sessions)
            guard sessions.allSatisfy({ $0.eventID == event }) else { throw .referenceMissing }
            try AgendaSession.requireValid(sessions)
            tables[AgendaTable.self].byEvent[event] = sessions.map(\.storedForm)
            return outcome
        }
    }
}

extension AgendaSession {
    var storedForm: AgendaSession {
        AgendaSession(id: id, eventID: eventID, handle: handle, title: title, startsAt: startsAt.stored, endsAt: endsAt.stored,
                      room: room, track: track, speakers: speakers, description: description, capacity: capacity,
                      createdAt: createdAt.stored, updatedAt: updatedAt.stored)
    }
}
