public import Domain
import Testing

/// What every `StoreTables` does: what `db status` reports and how `db copy` fills a store. Its
/// cases need several stores, so they take a maker of new, empty ones.
public enum StoreTablesContract {
    public typealias Copyable = StoreTables & UserRepository & SessionRepository & EventRepository & MembershipRepository
        & GuestRepository & MailOutboxRepository & MailReminderRepository & MailSettingsRepository
        & TicketTypeRepository & TicketRepository & CheckInRepository & DoorLinkRepository

    /// Makes a new, empty store each time it is called.
    public struct Stores: Sendable {
        let make: @Sendable () async throws -> any Copyable

        public init(make: @escaping @Sendable () async throws -> any Copyable) {
            self.make = make
        }
    }

    private typealias F = ContractFixtures

    /// An account signed in, and an event it owns: rows in four tables.
    private static func plant(in store: any Copyable) async throws -> (User, Event) {
        let ada = try F.user("ada@example.org", name: "Ada")
        try await store.create(ada, firstSession: F.session(of: ada, token: "token-1"), replacing: nil)
        let gala = try F.event("gala")
        try await store.create(gala, owner: F.membership(gala, ada))
        return (ada, gala)
    }

    /// The DomainError `body` fails with; a case that does not fail records an issue.
    private static func refusal(_ body: () async throws(DomainError) -> Void) async -> DomainError? {
        do {
            try await body()
            Issue.record("expected a refusal")
            return nil
        } catch {
            return error
        }
    }

    public static let cases: [ContractCase<Stores>] = [
        ContractCase("a new store counts no rows, in every table of the schema") { (stores: Stores) async throws in
            let summary = try await stores.make().summary()
            #expect(!summary.tables.isEmpty)
            #expect(summary.tables.allSatisfy { $0.rows == 0 }, "\(summary.tables)")
            #expect(summary.appliedVersions.isEmpty || summary.appliedVersions == summary.knownVersions)
            #expect(try await stores.make().holdsData() == false)
        },
        ContractCase("a copy arrives row for row and reads back as the source") { (stores: Stores) async throws in
            let source = try await stores.make()
            let (ada, gala) = try await plant(in: source)
            let contents = try await source.contents()
            #expect(contents.schemaVersions == (try await source.summary()).knownVersions)

            let target = try await stores.make()
            let counts = try await target.fill(with: contents)
            #expect(counts == (try await source.summary()).tables)
            #expect(counts.first { $0.table == "users" }?.rows == 1)
            #expect(try await target.summary().tables == counts)
            #expect(try await target.find(email: ada.email) == ada)
            #expect(try await target.find(handle: gala.handle) == gala)
            #expect(try await target.holdsData())
        },
        ContractCase("a copy carries the mail set-up, reminders and the outbox with its claims") { (stores: Stores) async throws in
            let source = try await stores.make()
            let (ada, gala) = try await plant(in: source)
            let settings = MailSettings(server: MailServer(host: "smtp.example.org", port: 587, user: "mailer", security: .starttls),
                                        sender: MailAddress(name: "Gala", address: try EmailAddress("gala@example.org")),
                                        perMinute: 60, publicURL: "https://rsvp.example.org", updatedBy: ada.id, updatedAt: F.instant(5))
            try await source.save(settings)
            let reminder = MailContractFixtures.reminder(of: gala, created: 6)
            try await source.schedule(reminder)
            var ann = try GuestRepositoryContract.guest("ann", of: gala, email: "ann@example.org", at: 7)
            ann.unsubscribedAt = F.instant(8)
            var invitation = MailContractFixtures.message(to: ann, created: 9)
            invitation.linkSecret = "secret"
            let reminded = MailContractFixtures.message(.reminder, to: ann, created: 10, reminder: reminder.id)
            try await source.change(event: gala.id, mailing: { [ann, invitation] _, guests, mail throws(DomainError) in
                guests.append(ann)
                mail += [invitation, reminded]
            })
            _ = try await source.claim(limit: 1, now: F.instant(20), until: F.instant(320))

            let target = try await stores.make()
            _ = try await target.fill(with: try await source.contents())
            #expect(try await target.mailSettings() == settings)
            #expect(try await target.reminders(of: gala.id) == [reminder])
            #expect(try await target.guests(of: gala.id) == [ann])
            let messages = try await target.messages(of: gala.id, status: nil)
            #expect(messages == (try await source.messages(of: gala.id, status: nil)))
            #expect(messages.map(\.claimedUntil) == [F.instant(320), nil])
        },
        ContractCase("a copy carries door links and scans, uploaded ones with their nonces") { (stores: Stores) async throws in
            let source = try await stores.make()
            let (ada, gala) = try await plant(in: source)
            let door = DoorLinkRepositoryContract.door("Main", of: gala, by: ada, created: 5)
            try await source.add(door)
            let regular = try TicketContractFixtures.type("regular", number: 1, of: gala)
            try await source.changeCatalog(event: gala.id) { _, catalog, _ in catalog.types = [regular] }
            let ticket = TicketContractFixtures.ticket("GGGG1111", of: regular)
            try await source.issue(event: gala.id) { _, _, _ in ([ticket], ()) }
            let online = CheckInRepositoryContract.scan(ticket, .entry, at: 10)
            _ = try await source.record(online)
            let offline = CheckInRepositoryContract.scan(ticket, .exit, by: "Main", at: 20, nonce: "n-1")
            _ = try await source.upload([offline])

            let target = try await stores.make()
            _ = try await target.fill(with: try await source.contents())
            #expect(try await target.doors(of: gala.id) == [door])
            #expect(try await target.door(secretDigest: door.secretDigest) == door)
            #expect(try await target.scans(of: gala.id) == [online, offline])
            #expect(try await target.upload([offline]) == [.duplicate])
            let later = CheckInRepositoryContract.scan(ticket, .entry, at: 30)
            #expect(try await target.record(later).outcome == .recorded)
            #expect(try await target.scans(of: gala.id) == [online, offline, later])
        },
        ContractCase("a target that holds anything is refused and left as it was") { (stores: Stores) async throws in
            let source = try await stores.make()
            _ = try await plant(in: source)
            let target = try await stores.make()
            let bob = try F.user("bob@example.org", name: "Bob")
            try await target.addAccount(bob)
            let before = try await target.summary()
            let error = await refusal { () throws(DomainError) in _ = try await target.fill(with: try await source.contents()) }
            #expect(error?.field == "to", "\(String(describing: error))")
            #expect(try await target.summary() == before)
            #expect(try await target.find(email: bob.email) == bob)
        },
        ContractCase("rows of another schema version are refused and nothing is stored") { (stores: Stores) async throws in
            let source = try await stores.make()
            _ = try await plant(in: source)
            let contents = try await source.contents()
            let older = StoreContents(location: contents.location, schemaVersions: Array(contents.schemaVersions.dropLast()),
                                      tables: contents.tables)
            let target = try await stores.make()
            let error = await refusal { () throws(DomainError) in _ = try await target.fill(with: older) }
            #expect(error?.field == "from", "\(String(describing: error))")
            #expect(try await target.holdsData() == false)
        },
    ]
}
