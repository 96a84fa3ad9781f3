public import Domain
import Foundation
import Testing

/// What every store does with the log of changes: the entry a use case declares around a
/// write (`AuditTrail.recording`) is written in that write's transaction, once, with the visit's
/// actor and channel; a refused write writes none; entries come back in the order written,
/// filtered by time and actor, and go with their event.
public enum AuditRepositoryContract {
    public typealias Store = any AuditRepository & EventRepository & UserRepository
    private typealias F = ContractFixtures

    private static func seeded(_ store: Store) async throws -> Event {
        let ada = try F.user("ada@example.org")
        try await store.addAccount(ada)
        let gala = try F.event("gala")
        try await store.create(gala, owner: F.membership(gala, ada))
        return gala
    }

    private static func retitled(_ event: Event, _ title: String) -> Event {
        var changed = event
        changed.title = title
        return changed
    }

    private static func note(_ event: Event, _ title: String, at offset: TimeInterval) -> AuditDraft {
        AuditDraft("event.update", event: event.id, target: event.handle.value, at: F.instant(offset).addingTimeInterval(0.123),
                   changes: [AuditChange("title", old: event.title, new: title)])
    }

    /// `body` as a request on the web by `actor`.
    private static func visiting<T>(_ actor: AuditActor, via: AuditChannel = .web, _ body: () async throws -> T) async rethrows -> T {
        let visit = AuditVisit(face: via)
        visit.identify(actor)
        return try await AuditTrail.$visit.withValue(visit) { try await body() }
    }

    public static let cases: [ContractCase<Store>] = [
        ContractCase("the declared entry is written once, with the change, by the visit's actor and channel") { (store: Store) async throws in
            let gala = try await seeded(store)
            let declared = note(gala, "Summer gala", at: 10)
            try await visiting(.account(email: "ada@example.org")) {
                try await AuditTrail.recording(declared) { () async throws(DomainError) in
                    try await store.update(retitled(gala, "Summer gala"))
                    try await store.update(retitled(gala, "Summer gala!"))
                }
            }
            let expected = AuditEntry(eventID: gala.id, at: F.instant(10).addingTimeInterval(0.123).stored, actor: .account(email: "ada@example.org"),
                                      via: .web, action: "event.update", target: "gala",
                                      changes: [AuditChange("title", old: gala.title, new: "Summer gala")])
            #expect(try await store.auditEntries(of: gala.id, since: nil, actor: nil) == [expected])
        },
        ContractCase("a write outside any recording, or refused, writes no entry") { (store: Store) async throws in
            let gala = try await seeded(store)
            try await store.update(retitled(gala, "Untold"))
            let stranger = try F.event("stranger")
            await #expect(throws: DomainError.self) {
                try await AuditTrail.recording(note(stranger, "Never", at: 1)) { () async throws(DomainError) in
                    try await store.update(retitled(stranger, "Never"))
                }
            }
            #expect(try await store.auditEntries(of: gala.id, since: nil, actor: nil) == [])
            #expect(try await store.auditEntries(of: stranger.id, since: nil, actor: nil) == [])
        },
        ContractCase("entries come in the order written; since and actor (any case) filter them; they go with their event") { (store: Store) async throws in
            let gala = try await seeded(store)
            let actors: [AuditActor] = [.account(email: "ada@example.org"), .door(name: "North gate"), .account(email: "bob@example.org"),
                                        .guest(name: "Ann Lee"), .system]
            for (offset, actor) in actors.enumerated() {
                let title = "Title \(offset)"
                try await visiting(actor, via: offset == 1 ? .door : .web) {
                    try await AuditTrail.recording(note(gala, title, at: TimeInterval(100 - offset))) { () async throws(DomainError) in
                        try await store.update(retitled(gala, title))
                    }
                }
            }
            let all = try await store.auditEntries(of: gala.id, since: nil, actor: nil)
            #expect(all.map(\.actor) == actors, "written order, not time order")
            #expect(all.map(\.via) == [.web, .door, .web, .link, .web], "a door's from the door, a guest's from their link")
            #expect(try await store.auditEntries(of: gala.id, since: F.instant(98), actor: nil).map(\.actor) == Array(actors.prefix(3)))
            #expect(try await store.auditEntries(of: gala.id, since: nil, actor: "BOB@example.org").map(\.actor) == [actors[2]])
            #expect(try await store.auditEntries(of: gala.id, since: nil, actor: "north gate").map(\.actor) == [actors[1]])
            try await store.delete(gala.id)
            #expect(try await store.auditEntries(of: gala.id, since: nil, actor: nil) == [])
        },
        ContractCase("about a target: the entries whose target names it whole, a batch's among its things") { (store: Store) async throws in
            let gala = try await seeded(store)
            let targets = ["ann", "ann bob", "bobby", "bob", "b%b", "50% off"]
            for (offset, target) in targets.enumerated() {
                try await visiting(.account(email: "ada@example.org"), via: .web) {
                    try await AuditTrail.recording(AuditDraft("event.update", event: gala.id, target: target, at: F.instant(TimeInterval(100 + offset)))) {
                        () async throws(DomainError) in
                        try await store.update(retitled(gala, "Title \(offset)"))
                    }
                }
            }
            let about = { (target: String) async throws -> [String] in
                try await store.auditEntries(of: gala.id, since: nil, actor: nil, about: target).map(\.target)
            }
            #expect(try await about("bob") == ["ann bob", "bob"], "whole references only")
            #expect(try await about("ann") == ["ann", "ann bob"])
            #expect(try await about("b%b") == ["b%b"], "no pattern")
            for nothing in ["b_b", "%", "Ann", "nobody"] {
                #expect(try await about(nothing) == [], "\(nothing)")
            }
            #expect(try await about("50%") == ["50% off"])
            #expect(try await store.auditEntries(of: gala.id, since: F.instant(104), actor: "ADA@example.org", about: "bob") == [],
                    "with the other filters")
            #expect(try await store.auditEntries(of: gala.id, since: F.instant(102), actor: "ADA@example.org", about: "bob").map(\.target) == ["bob"])
            #expect(try await store.auditEntries(of: gala.id, since: nil, actor: "bob@example.org", about: "bob") == [])
        },
    ]
}
