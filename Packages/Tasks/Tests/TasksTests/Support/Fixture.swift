import Domain
import DomainTestSupport
import Foundation
import Tasks

/// Ada owns "gala" in Europe/Berlin, Saturday 2026-10-31 19:00 to 23:00 (+01:00: the clocks
/// went back a week before, on 2026-10-25); Otto organizes it, Stan is its staff, Nora is not
/// in it. Ada is signed in; the clock reads 2026-10-01T12:00Z.
struct Fixture {
    let dependencies = TestDependencies()
    let ada: User, otto: User, stan: User, nora: User
    let event: Event

    var store: InMemoryStore { dependencies.store }

    init() async throws {
        let dependencies = self.dependencies
        func account(_ name: String) async throws -> User {
            let user = User(id: dependencies.ids.make(), email: try EmailAddress("\(name.lowercased())@example.org"),
                            displayName: name, passwordHash: "test-hash:secret", createdAt: dependencies.fixedClock.now())
            try await dependencies.store.create(user)
            return user
        }
        (ada, otto, stan, nora) = (try await account("Ada"), try await account("Otto"), try await account("Stan"), try await account("Nora"))
        let now = dependencies.fixedClock.now()
        event = Event(id: dependencies.ids.make(), handle: try Handle("gala"), title: "Gala", startsAt: try Self.instant("2026-10-31T19:00+01:00"),
                      endsAt: try Self.instant("2026-10-31T23:00+01:00"), timeZone: try TimeZoneID("Europe/Berlin"), currency: .euro,
                      createdAt: now, updatedAt: now)
        try await dependencies.store.create(event, owner: Membership(eventID: event.id, userID: ada.id, role: .owner, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: otto.id, role: .organizer, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: stan.id, role: .staff, addedAt: now))
        dependencies.signedIn.signIn(ada)
    }

    static func instant(_ text: String) throws -> Date {
        try DateTimeInput.parse(text, in: TimeZoneID("Etc/UTC"), field: "test")
    }

    func signIn(_ user: User?) { dependencies.signedIn.signIn(user) }

    @discardableResult
    func add(_ title: String, due: String? = nil, assign: String? = nil, note: String? = nil) async throws -> TaskResponse {
        try await AddTask(dependencies).execute(AddTaskRequest(event: "gala", title: title, due: due, assign: assign, note: note))
    }

    func tasks() async -> [EventTask] { await store.tasks(of: event.id) }
}

// MARK: - Helpers for the use-case tests

extension Fixture {
    @discardableResult
    func update(_ task: String, title: String? = nil, due: String? = nil, assign: String? = nil, note: String? = nil,
                event: String = "gala") async throws -> TaskResponse {
        try await UpdateTask(dependencies).execute(UpdateTaskRequest(event: event, task: task, title: title, due: due, assign: assign, note: note))
    }

    @discardableResult
    func mark(_ tasks: String..., done: Bool = true, event: String = "gala") async throws -> MarkedTasksResponse {
        try await MarkTask(dependencies).execute(event: event, tasks: tasks, done: done)
    }

    @discardableResult
    func remove(_ task: String, event: String = "gala") async throws -> TaskResponse {
        try await RemoveTask(dependencies).execute(TaskReference(event: event, task: task))
    }

    func list(_ event: String = "gala", mine: Bool = false, filter: ListTasksRequest.Filter? = nil,
              overdue: Bool = false) async throws -> TaskListResponse {
        try await ListTasks(dependencies).execute(ListTasksRequest(event: event, mine: mine, filter: filter, overdue: overdue))
    }

    /// The stored task numbered `number` of `event` (the gala when nil).
    func task(_ number: Int, of event: EventID? = nil) async -> EventTask? {
        await store.tasks(of: event ?? self.event.id).first { $0.number == number }
    }

    func queueReminders() async throws -> Int {
        try await QueueTaskReminders(dependencies).queueDue()
    }

    /// The task reminders of `event` (the gala when nil), oldest first; only those in `status` when given.
    func reminders(of event: EventID? = nil, status: MailStatus? = nil) async -> [OutboxMessage] {
        await store.messages(of: event ?? self.event.id, status: status).filter { $0.kind == .task }
    }

    /// Another event, owned by `owner`, with `members` in their roles.
    @discardableResult
    func makeEvent(_ handle: String, start: String, hours: Double = 4, zone: String = "Europe/Berlin", owner: User,
                   members: [(User, Role)] = []) async throws -> Event {
        let now = dependencies.fixedClock.now()
        let starts = try Self.instant(start)
        let event = Event(id: dependencies.ids.make(), handle: try Handle(handle), title: handle.capitalized, startsAt: starts,
                          endsAt: starts.addingTimeInterval(hours * 3600), timeZone: try TimeZoneID(zone), currency: .euro,
                          createdAt: now, updatedAt: now)
        try await store.create(event, owner: Membership(eventID: event.id, userID: owner.id, role: .owner, addedAt: now))
        for (user, role) in members {
            try await store.save(Membership(eventID: event.id, userID: user.id, role: role, addedAt: now))
        }
        return event
    }

    /// The gala as the store holds it now.
    func currentEvent(_ id: EventID? = nil) async -> Event {
        await store.find(id: id ?? event.id)!
    }
}

/// The `DomainError` `body` throws; nil when it throws nothing (or something else).
func failure<T>(_ body: () async throws -> T) async -> DomainError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error as? DomainError
    }
}

/// Staff are refused every change of the checklist with these words.
let staffRefusal = DomainError.forbidden("staff cannot change the event's tasks; ask the event's owner or an organizer")

/// A non-member is told the gala does not exist.
let galaMissing = DomainError.notFound(field: "event", message: "no event 'gala' among yours", next: .listEvents)
