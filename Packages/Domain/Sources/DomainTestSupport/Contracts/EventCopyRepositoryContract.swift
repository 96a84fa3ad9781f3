public import Domain
import Foundation
import Testing

/// What every `EventCopyRepository` does: a copy (event, owner, questions, catalog, budget,
/// programme) is stored whole in one write, or not at all.
public enum EventCopyRepositoryContract {
    public typealias Store = any EventCopyRepository & EventRepository & UserRepository & MembershipRepository
        & GuestQuestionRepository & TicketTypeRepository & ExpenseRepository & AgendaRepository
    private typealias F = ContractFixtures

    /// A source event with one of each part, and the account that copies it.
    static func source(in store: Store) async throws -> (Event, User) {
        let owner = try F.user("owner@example.org")
        try await store.addAccount(owner)
        let gala = try F.event("summer-gala")
        try await store.create(gala, owner: F.membership(gala, owner))
        try await store.changeQuestions(event: gala.id) { _, questions, _ throws(DomainError) in
            questions.append(GuestQuestion(eventID: gala.id, key: try Handle("meal"), kind: .choice, choices: ["fish", "veg"], createdAt: F.instant()))
        }
        try await store.changeCatalog(event: gala.id) { _, catalog, _ throws(DomainError) in
            catalog.pools.append(TicketPool(eventID: gala.id, handle: try Handle("hall"), quota: 100))
            catalog.types.append(TicketType(id: TicketTypeID(UUID()), eventID: gala.id, number: 1, handle: try Handle("regular"),
                                            name: "Regular", price: Money(minorUnits: 4500, currency: .euro), pool: try Handle("hall"),
                                            salesOpen: F.instant(-3600), createdAt: F.instant(), updatedAt: F.instant()))
        }
        try await store.changeExpenses(event: gala.id) { _, lines, _ throws(DomainError) in
            lines.append(BudgetLine(eventID: gala.id, category: try Handle("catering"), amount: Money(minorUnits: 1000, currency: .euro),
                                    updatedAt: F.instant()))
        }
        try await store.changeAgenda(event: gala.id) { _, sessions throws(DomainError) in
            sessions.append(AgendaSession(id: AgendaSessionID(UUID()), eventID: gala.id, handle: try Handle("toast"), title: "Toast",
                                          startsAt: F.instant(3600), endsAt: F.instant(5400), createdAt: F.instant(), updatedAt: F.instant()))
        }
        return (gala, owner)
    }

    /// The source's content as `event`'s, moved as far as its start is from the source's.
    static func copy(of source: Event, content: EventContent, as event: Event, by user: User) -> EventCopy {
        let shift = event.startsAt.timeIntervalSince(source.startsAt)
        let id = event.id
        let moved = EventContent(
            questions: content.questions.map { GuestQuestion(eventID: id, key: $0.key, kind: $0.kind, choices: $0.choices, createdAt: F.instant()) },
            catalog: TicketCatalog(types: content.catalog.types.map { type in
                var copied = TicketType(id: TicketTypeID(UUID()), eventID: id, number: type.number, handle: type.handle, name: type.name,
                                        price: type.price, quota: type.quota, pool: type.pool, createdAt: F.instant(), updatedAt: F.instant())
                copied.salesOpen = type.salesOpen?.addingTimeInterval(shift)
                return copied
            }, pools: content.catalog.pools.map { TicketPool(eventID: id, handle: $0.handle, quota: $0.quota) }),
            budget: content.budget.map { BudgetLine(eventID: id, category: $0.category, amount: $0.amount, updatedAt: F.instant()) },
            sessions: content.sessions.map { session in
                AgendaSession(id: AgendaSessionID(UUID()), eventID: id, handle: session.handle, title: session.title,
                              startsAt: session.startsAt.addingTimeInterval(shift), endsAt: session.endsAt.addingTimeInterval(shift),
                              createdAt: F.instant(), updatedAt: F.instant())
            })
        return EventCopy(event: event, owner: F.membership(event, user), content: moved)
    }

    static func content(of event: EventID, in store: Store) async throws -> EventContent {
        EventContent(questions: try await store.questions(of: event), catalog: try await store.catalog(of: event),
                     budget: try await store.budget(of: event), sessions: try await store.agendaSessions(of: event))
    }

    public static let cases: [ContractCase<Store>] = [
        ContractCase("createCopy stores the event, its owner and the content make gives, from the source read in the same write") { (store: Store) async throws in
            let (gala, owner) = try await source(in: store)
            let winter = try F.event("winter-gala", starts: 3600 + 7 * 86_400)
            let before = try await content(of: gala.id, in: store)
            let made = try await store.createCopy(of: gala.id, numberingHandle: false) { read, content throws(DomainError) in
                guard read == gala, content == before else { throw .referenceMissing }
                return Self.copy(of: read, content: content, as: winter, by: owner)
            }
            #expect(try await store.find(handle: Handle("winter-gala")) == made.event)
            #expect(try await store.find(event: made.event.id, user: owner.id)?.role == .owner)
            #expect(try await content(of: made.event.id, in: store) == made.content)
            #expect(made.content.sessions.first?.startsAt == F.instant(3600 + 7 * 86_400))
            #expect(try await content(of: gala.id, in: store) == before, "the source changed")
        },
        ContractCase("a taken handle is refused (and nothing stored) unless numbered, then the first free number is taken") { (store: Store) async throws in
            let (gala, owner) = try await source(in: store)
            let taken = try F.event("summer-gala", starts: 3600 + 7 * 86_400)
            await #expect(throws: DomainError.handleTaken(try Handle("summer-gala"))) {
                try await store.createCopy(of: gala.id, numberingHandle: false) { read, content throws(DomainError) in
                    copy(of: read, content: content, as: taken, by: owner)
                }
            }
            #expect(try await store.list(EventQuery(memberID: owner.id)).map(\.event.handle.value) == ["summer-gala"])
            let numbered = try await store.createCopy(of: gala.id, numberingHandle: true) { read, content throws(DomainError) in
                copy(of: read, content: content, as: taken, by: owner)
            }
            #expect(numbered.event.handle.value == "summer-gala-2")
            #expect(try await store.find(handle: Handle("summer-gala-2"))?.id == numbered.event.id)
            #expect(try await content(of: numbered.event.id, in: store) == numbered.content)
        },
        ContractCase("a copy breaking a rule, an error from make or a missing source stores nothing") { (store: Store) async throws in
            let (gala, owner) = try await source(in: store)
            let winter = try F.event("winter-gala", starts: 3600 + 7 * 86_400)
            await #expect(throws: DomainError.ticketPoolMissing(try Handle("hall"))) {
                try await store.createCopy(of: gala.id, numberingHandle: false) { read, content throws(DomainError) in
                    var made = copy(of: read, content: content, as: winter, by: owner)
                    made.content.catalog.pools = []
                    return made
                }
            }
            await #expect(throws: DomainError.referenceMissing) {
                try await store.createCopy(of: gala.id, numberingHandle: false) { read, content throws(DomainError) in
                    var made = copy(of: read, content: content, as: winter, by: owner)
                    made.content.budget = content.budget
                    return made
                }
            }
            let missing = EventID(UUID())
            await #expect(throws: DomainError.eventMissing(missing)) {
                try await store.createCopy(of: missing, numberingHandle: false) { read, content throws(DomainError) in
                    copy(of: read, content: content, as: winter, by: owner)
                }
            }
            #expect(try await store.find(handle: Handle("winter-gala")) == nil)
            #expect(try await store.list(EventQuery(memberID: owner.id)).count == 1)
        },
    ]
}
