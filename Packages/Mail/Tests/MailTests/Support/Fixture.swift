import Domain
import DomainTestSupport
import Foundation
import Mail
import Testing

/// Ada owns "gala" (a day from now, for an hour), Otto organizes it, Stan is its staff, Nora is
/// not in it. Ada is signed in and the store's mail is set up.
struct Fixture {
    let dependencies = TestDependencies()
    let ada: User, otto: User, stan: User, nora: User
    let event: Event
    let settings: MailSettings

    var store: InMemoryStore { dependencies.store }
    var transport: ScriptedTransport { dependencies.transport }
    var clock: FixedClock { dependencies.fixedClock }

    init(title: String = "Gala") async throws {
        let dependencies = self.dependencies
        func account(_ name: String) async throws -> User {
            let user = User(id: dependencies.ids.make(), email: try EmailAddress("\(name.lowercased())@example.org"),
                            displayName: name, passwordHash: "test-hash:secret", createdAt: dependencies.fixedClock.now())
            try await dependencies.store.create(user)
            return user
        }
        (ada, otto, stan, nora) = (try await account("Ada"), try await account("Otto"), try await account("Stan"), try await account("Nora"))
        let now = dependencies.fixedClock.now()
        event = Event(id: dependencies.ids.make(), handle: try Handle("gala"), title: title, startsAt: now.addingTimeInterval(86_400),
                      endsAt: now.addingTimeInterval(90_000), timeZone: try TimeZoneID("Europe/Berlin"), venue: "Old Town Hall",
                      currency: .euro, status: .published, createdAt: now, updatedAt: now)
        try await dependencies.store.create(event, owner: Membership(eventID: event.id, userID: ada.id, role: .owner, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: otto.id, role: .organizer, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: stan.id, role: .staff, addedAt: now))
        settings = MailSettings(server: MailServer(host: "smtp.example.org", port: 587, user: "ada", security: .starttls),
                                sender: MailAddress(name: "Gala Team", address: try EmailAddress("party@example.org")),
                                publicURL: "https://rsvp.example.org", updatedBy: ada.id, updatedAt: now)
        try await dependencies.store.save(settings)
        dependencies.signedIn.signIn(ada)
    }

    func signIn(_ user: User?) { dependencies.signedIn.signIn(user) }

    /// A guest stored directly (Mail only reads guests).
    @discardableResult
    func guest(_ handle: String, name: String? = nil, email: String? = nil, status: RSVPStatus = .accepted, others: Int = 0,
               unsubscribed: Bool = false) async throws -> Guest {
        let now = clock.now()
        let guest = Guest(id: dependencies.ids.make(), eventID: event.id, handle: try Handle(handle), name: name ?? handle.capitalized,
                          email: try email.map { try EmailAddress($0) }, others: others, status: status, statusChangedAt: now,
                          unsubscribedAt: unsubscribed ? now : nil, createdAt: now, updatedAt: now)
        try await store.change(event: event.id) { _, guests in guests.append(guest) }
        return guest
    }

    /// Queues one message of `kind` to `guest`, as the use cases that cause mail do: an
    /// invitation's link secret becomes the guest's link, as `guests invite` makes it.
    @discardableResult
    func queue(_ kind: MailKind, to guest: Guest, linkSecret: String? = nil, tickets: [TicketID] = [],
               subject: String? = nil, note: String? = nil) async throws -> OutboxMessage {
        if let linkSecret {
            let digest = dependencies.tokens.digest(linkSecret)
            try await store.change(event: event.id) { _, guests in
                if let index = guests.firstIndex(where: { $0.id == guest.id }) { guests[index].linkDigest = digest }
            }
        }
        var message = OutboxMessage.queued(kind, to: guest, recipient: try #require(guest.email), at: clock.now(), id: dependencies.ids.make())
        message.linkSecret = linkSecret
        message.tickets = tickets
        message.subject = subject
        message.note = note
        try await store.queue([message])
        return message
    }

    /// One drain, as `mail send` runs it.
    @discardableResult
    func drain(limit: Int? = nil) async throws -> SendOutboxResponse {
        try await SendOutbox(dependencies).execute(SendOutboxRequest(password: "hunter2", limit: limit))
    }

    func message(_ id: MailMessageID) async throws -> OutboxMessage {
        try #require(await store.message(id))
    }

    func messages(status: MailStatus? = nil) async -> [OutboxMessage] {
        await store.messages(of: event.id, status: status)
    }

    func changeEvent(_ body: (inout Event) -> Void) async throws {
        var changed = try #require(await store.find(id: event.id))
        body(&changed)
        try await store.update(changed)
    }

    /// Expects `body` to be refused with `expected`, leaving the store exactly as it was.
    func expectRefused(_ expected: DomainError, _ body: () async throws -> Void) async throws {
        let before = await store.snapshot()
        await #expect(throws: expected) { try await body() }
        #expect(await store.snapshot() == before, "a refusal changes nothing")
    }

    /// Expects `body` to be refused as invalid `field`, leaving the store as it was.
    func expectRefused(field: String, _ body: () async throws -> Void) async throws {
        let before = await store.snapshot()
        do {
            try await body()
            Issue.record("expected a refusal naming \(field)")
        } catch let error as DomainError {
            #expect(error.field == field, "\(error)")
        }
        #expect(await store.snapshot() == before, "a refusal changes nothing")
    }
}
