import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// `mail cancel`: a queued message taken out of the outbox is never sent, by any later drain;
/// naming one that is not waiting (sent, failed, cancelled) or that a sender holds is refused
/// with nothing changed; `all` cancels every queued one a sender does not hold.
struct CancelMailTests {
    func typed(_ message: OutboxMessage) -> String { message.id.rawValue.uuidString.lowercased() }

    @Test func aCancelledMessageIsNeverSent() async throws {
        let fixture = try await Fixture()
        let bea = try await fixture.queue(.promotion, to: try await fixture.guest("bea", email: "bea@example.org"))
        let cy = try await fixture.queue(.promotion, to: try await fixture.guest("cy", email: "cy@example.org"))
        let response = try await CancelMail(fixture.dependencies).execute(event: "gala", messages: [typed(bea)], all: false)
        #expect(response.cancelled.messages.map(\.message.id) == [bea.id] && response.beingSent.isEmpty)
        #expect(response.cancelled.messages.first?.guest?.handle.value == "bea" && response.cancelled.messages.first?.message.status == .cancelled)
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 1))
        fixture.clock.advance(by: 3600)
        #expect(try await fixture.drain() == SendOutboxResponse())
        #expect(fixture.transport.handed.map(\.to.address.value) == ["cy@example.org"])
        #expect(try await fixture.message(bea.id).status == .cancelled && fixture.transport.timesHanded(bea) == 0)
        #expect(try await fixture.message(cy.id).status == .sent)
    }

    @Test func allCancelsEveryQueuedMessageNoSenderHolds() async throws {
        let fixture = try await Fixture()
        var queued: [OutboxMessage] = []
        for name in ["bea", "cy", "dee"] { queued.append(try await fixture.queue(.promotion, to: try await fixture.guest(name, email: "\(name)@example.org"))) }
        let now = fixture.clock.now()
        #expect(try await fixture.store.claim(limit: 1, now: now, until: now.addingTimeInterval(300)).map(\.id) == [queued[0].id])
        let response = try await CancelMail(fixture.dependencies).execute(event: "gala", messages: [], all: true)
        #expect(Set(response.cancelled.messages.map(\.message.id)) == Set([queued[1].id, queued[2].id]), "the one a sender holds goes")
        let cancelled = await fixture.messages(status: .cancelled)
        let left = await fixture.messages(status: .queued)
        #expect(cancelled.count == 2 && left.map(\.id) == [queued[0].id])
        let again = try await CancelMail(fixture.dependencies).execute(event: "gala", messages: [], all: true)
        #expect(again.cancelled.messages.isEmpty, "nothing left to cancel")
    }

    @Test func namingAMessageNotWaitingOrHeldOrUnknownIsRefusedAndChangesNothing() async throws {
        let fixture = try await Fixture()
        let sent = try await fixture.queue(.promotion, to: try await fixture.guest("bea", email: "bea@example.org"))
        let failed = try await fixture.queue(.promotion, to: try await fixture.guest("cy", email: "cy@example.org"))
        fixture.transport.script([.sent, .permanent])
        #expect(try await fixture.drain() == SendOutboxResponse(sent: 1, failed: 1))
        let held = try await fixture.queue(.promotion, to: try await fixture.guest("dee", email: "dee@example.org"))
        let waiting = try await fixture.queue(.promotion, to: try await fixture.guest("eve", email: "eve@example.org"))
        let now = fixture.clock.now()
        #expect(try await fixture.store.claim(limit: 1, now: now, until: now.addingTimeInterval(300)).map(\.id) == [held.id])
        let cancelled = try await fixture.queue(.promotion, to: try await fixture.guest("fay", email: "fay@example.org"))
        _ = try await CancelMail(fixture.dependencies).execute(event: "gala", messages: [typed(cancelled)], all: false)
        for named in [[typed(sent)], [typed(failed)], [typed(held)], [typed(cancelled)], [typed(waiting), typed(sent)], ["ffffffff"], [""]] {
            try await fixture.expectRefused(field: "message") {
                _ = try await CancelMail(fixture.dependencies).execute(event: "gala", messages: named, all: false)
            }
        }
        try await fixture.expectRefused(field: "message") {
            _ = try await CancelMail(fixture.dependencies).execute(event: "gala", messages: [typed(waiting)], all: true)
        }
        #expect(try await fixture.message(waiting.id).status == .queued)
    }
}
