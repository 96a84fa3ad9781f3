public import Domain
import Foundation
import Testing

/// What every `AgendaRepository` does. Sessions belong to events (made through
/// `EventRepository`, whose owners are accounts made through `UserRepository`).
public enum AgendaRepositoryContract {
    public typealias Store = any AgendaRepository & EventRepository & UserRepository
    private typealias F = ContractFixtures

    static func session(_ handle: String, of event: Event, starts: TimeInterval, minutes: TimeInterval = 60) throws -> AgendaSession {
        AgendaSession(id: AgendaSessionID(UUID()), eventID: event.id, handle: try Handle(handle), title: "Session \(handle)",
                      startsAt: F.instant(starts), endsAt: F.instant(starts + minutes * 60), createdAt: F.instant(), updatedAt: F.instant())
    }

    /// A store holding one event, `gala`, owned by an account of its own.
    static func gala(in store: Store, _ handle: String = "summer-gala") async throws -> Event {
        let owner = try F.user("owner-of-\(handle)@example.org")
        try await store.addAccount(owner)
        let gala = try F.event(handle)
        try await store.create(gala, owner: F.membership(gala, owner))
        return gala
    }

    public static let cases: [ContractCase<Store>] = [
        ContractCase("changeAgenda adds, edits and removes sessions; agendaSessions lists them by start, end, handle") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let other = try await Self.gala(in: store, "other")
            var keynote = try session("keynote", of: gala, starts: 3600)
            keynote.room = "Hall A"
            keynote.track = "Main"
            keynote.speakers = [Speaker(name: "Zoë Šimić", email: try EmailAddress("zoe@example.org")), Speaker(name: "李雷")]
            keynote.description = "Opening, with a line break\nand ; , \\ in it"
            keynote.capacity = 120
            let early = try session("breakfast", of: gala, starts: 0)
            let short = try session("apero", of: gala, starts: 3600, minutes: 30)
            let elsewhere = try session("keynote", of: other, starts: 0)
            let added = [keynote, early, short]
            try await store.changeAgenda(event: gala.id) { _, sessions in sessions += added }
            try await store.changeAgenda(event: other.id) { _, sessions in sessions.append(elsewhere) }
            #expect(try await store.agendaSessions(of: gala.id) == [early, short, keynote])

            var moved = keynote
            moved.startsAt = F.instant(-3600)
            moved.endsAt = F.instant(-1800)
            moved.room = nil
            moved.speakers = []
            moved.updatedAt = F.instant(50)
            let edited = moved
            let seen = try await store.changeAgenda(event: gala.id) { event, sessions in
                sessions.removeAll { $0.handle == edited.handle || $0.handle == short.handle }
                sessions.append(edited)
                return event.id
            }
            #expect(seen == gala.id)
            #expect(try await store.agendaSessions(of: gala.id) == [moved, early])
            #expect(try await store.agendaSessions(of: other.id) == [elsewhere])
            #expect(try await store.agendaSessions(of: EventID(UUID())).isEmpty)
        },
        ContractCase("a second session with the same handle is refused, naming it, and stores nothing") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let talk = try session("talk", of: gala, starts: 0)
            try await store.changeAgenda(event: gala.id) { _, sessions in sessions.append(talk) }
            let again = try session("talk", of: gala, starts: 7200)
            let fresh = try session("fresh", of: gala, starts: 7200)
            await #expect(throws: DomainError.agendaSessionHandleTaken(talk.handle)) {
                try await store.changeAgenda(event: gala.id) { _, sessions in sessions += [fresh, again] }
            }
            #expect(try await store.agendaSessions(of: gala.id) == [talk])
        },
        ContractCase("a session ending at or before its start is refused") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let empty = try session("empty", of: gala, starts: 0, minutes: 0)
            await #expect(throws: DomainError.agendaSessionEndsBeforeStart) {
                try await store.changeAgenda(event: gala.id) { _, sessions in sessions.append(empty) }
            }
            #expect(try await store.agendaSessions(of: gala.id).isEmpty)
        },
        ContractCase("an error from the change stores nothing; a missing event is eventMissing; a session of another event is refused") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let other = try await Self.gala(in: store, "other")
            let talk = try session("talk", of: gala, starts: 0)
            try await store.changeAgenda(event: gala.id) { _, sessions in sessions.append(talk) }
            let failure = DomainError.invalid(field: "title", message: "no")
            await #expect(throws: failure) {
                try await store.changeAgenda(event: gala.id) { (_, sessions: inout [AgendaSession]) throws(DomainError) in
                    sessions.removeAll()
                    throw failure
                }
            }
            #expect(try await store.agendaSessions(of: gala.id) == [talk])
            let ghost = EventID(UUID())
            await #expect(throws: DomainError.eventMissing(ghost)) {
                try await store.changeAgenda(event: ghost) { _, sessions in sessions.removeAll() }
            }
            let stray = try session("stray", of: other, starts: 0)
            await #expect(throws: DomainError.referenceMissing) {
                try await store.changeAgenda(event: gala.id) { _, sessions in sessions.append(stray) }
            }
            #expect(try await store.agendaSessions(of: other.id).isEmpty)
        },
        ContractCase("instants keep their milliseconds") { (store: Store) async throws in
            let gala = try await gala(in: store)
            var talk = try session("talk", of: gala, starts: 0)
            talk.startsAt = F.instant(0.123)
            talk.endsAt = F.instant(1800.5)
            let stored = talk
            try await store.changeAgenda(event: gala.id) { _, sessions in sessions.append(stored) }
            #expect(try await store.agendaSessions(of: gala.id) == [talk])
        },
        ContractCase("deleting the event deletes its sessions") { (store: Store) async throws in
            let gala = try await gala(in: store)
            let other = try await Self.gala(in: store, "other")
            let talk = try session("talk", of: gala, starts: 0)
            let kept = try session("talk", of: other, starts: 0)
            try await store.changeAgenda(event: gala.id) { _, sessions in sessions.append(talk) }
            try await store.changeAgenda(event: other.id) { _, sessions in sessions.append(kept) }
            try await store.delete(gala.id)
            #expect(try await store.agendaSessions(of: gala.id).isEmpty)
            #expect(try await store.agendaSessions(of: other.id) == [kept])
        },
    ]
}
