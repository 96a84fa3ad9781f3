/// What every guest's page of an event reads alike: the event, its questions, its programme
/// and its ticket types, kept by event between the visits of all its guests (`KeptFacts`), so a
/// first visit reads only what is the guest's own (their link's row, their tickets). Each is dropped
/// when the store tells of a change to its own table: guests answering, the usual traffic of a
/// busy event, keep them. For pages that only read: a change passes straight to the store, and
/// a form is answered from the store, the event locked.
public final class KeptEventReads: EventFinder, GuestQuestionRepository, AgendaRepository, TicketTypeRepository {
    private let events: any EventFinder
    private let questions: any GuestQuestionRepository
    private let programmes: any AgendaRepository
    private let catalogs: any TicketTypeRepository
    private let keptEvents: KeptFacts<EventID, Event?>
    private let keptQuestions: KeptFacts<EventID, [GuestQuestion]>
    private let keptProgrammes: KeptFacts<EventID, [AgendaSession]>
    private let keptCatalogs: KeptFacts<EventID, TicketCatalog>

    /// Each kept until `changes` tells of a change to its table, by the store's names.
    public init(events: any EventFinder, questions: any GuestQuestionRepository, programmes: any AgendaRepository,
                catalogs: any TicketTypeRepository, forgetting changes: some StoreChanges) {
        self.events = events
        self.questions = questions
        self.programmes = programmes
        self.catalogs = catalogs
        keptEvents = KeptFacts(of: ["events"], forgetting: changes)
        keptQuestions = KeptFacts(of: ["guest_questions"], forgetting: changes)
        keptProgrammes = KeptFacts(of: ["agenda_sessions"], forgetting: changes)
        keptCatalogs = KeptFacts(of: ["ticket_types", "ticket_pools"], forgetting: changes)
    }

    public func forgetAll() {
        keptEvents.forgetAll()
        keptQuestions.forgetAll()
        keptProgrammes.forgetAll()
        keptCatalogs.forgetAll()
    }

    public func find(id: EventID) async throws(DomainError) -> Event? {
        try await keptEvents.kept(id) { () async throws(DomainError) in try await events.find(id: id) }
    }

    public func questions(of event: EventID) async throws(DomainError) -> [GuestQuestion] {
        try await keptQuestions.kept(event) { () async throws(DomainError) in try await questions.questions(of: event) }
    }

    public func agendaSessions(of event: EventID) async throws(DomainError) -> [AgendaSession] {
        try await keptProgrammes.kept(event) { () async throws(DomainError) in try await programmes.agendaSessions(of: event) }
    }

    public func catalog(of event: EventID) async throws(DomainError) -> TicketCatalog {
        try await keptCatalogs.kept(event) { () async throws(DomainError) in try await catalogs.catalog(of: event) }
    }

    public func changeQuestions<Outcome: Sendable>(
        event: EventID, _ body: @Sendable (Event, inout [GuestQuestion], inout [Guest]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await questions.changeQuestions(event: event, body)
    }

    public func changeAgenda<Outcome: Sendable>(
        event: EventID, _ body: @Sendable (Event, inout [AgendaSession]) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await programmes.changeAgenda(event: event, body)
    }

    public func changeCatalog<Outcome: Sendable>(
        event: EventID, _ body: @Sendable (Event, inout TicketCatalog, TicketCounts) throws(DomainError) -> Outcome
    ) async throws(DomainError) -> Outcome {
        try await catalogs.changeCatalog(event: event, body)
    }
}
