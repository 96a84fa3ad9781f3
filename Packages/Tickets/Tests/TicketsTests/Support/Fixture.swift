import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// Ada owns "gala" (Berlin, EUR, a day from now), Otto organizes it, Stan is its staff, Nora is
/// not in it. Ada is signed in.
struct Fixture {
    let dependencies: TestDependencies
    let ada: User, otto: User, stan: User, nora: User
    let event: Event

    var store: InMemoryStore { dependencies.store }

    /// `shufflingScans`: the store answers a door's scans out of order (`ShuffledCheckIns`).
    init(shufflingScans: Bool = false) async throws {
        var dependencies = TestDependencies()
        dependencies.shufflesScans = shufflingScans
        self.dependencies = dependencies
        func account(_ name: String) async throws -> User {
            let user = User(id: dependencies.ids.make(), email: try EmailAddress("\(name.lowercased())@example.org"),
                            displayName: name, passwordHash: "test-hash:secret", createdAt: dependencies.fixedClock.now())
            try await dependencies.store.create(user)
            return user
        }
        (ada, otto, stan, nora) = (try await account("Ada"), try await account("Otto"), try await account("Stan"), try await account("Nora"))
        let now = dependencies.fixedClock.now()
        event = Event(id: dependencies.ids.make(), handle: try Handle("gala"), title: "Gala", startsAt: now.addingTimeInterval(86_400),
                      endsAt: now.addingTimeInterval(90_000), timeZone: try TimeZoneID("Europe/Berlin"), venue: "Old Town Hall", currency: .euro,
                      createdAt: now.addingTimeInterval(-86_400), updatedAt: now)
        try await dependencies.store.create(event, owner: Membership(eventID: event.id, userID: ada.id, role: .owner, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: otto.id, role: .organizer, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: stan.id, role: .staff, addedAt: now))
        dependencies.signedIn.signIn(ada)
    }

    func signIn(_ user: User?) { dependencies.signedIn.signIn(user) }

    @discardableResult
    func addType(_ name: String, price: String = "25.00", quota: Int? = nil, pool: String? = nil, opens: String? = nil,
                 closes: String? = nil, maxPerIssue: Int? = nil) async throws -> TicketTypesResponse {
        try await AddTicketType(dependencies).execute(TicketTypeRequest(event: "gala", name: name, price: price, quota: quota, pool: pool,
                                                                         opens: opens, closes: closes, maxPerIssue: maxPerIssue))
    }

    @discardableResult
    func issue(_ type: String, name: String? = "Walk In", guest: String? = nil, count: Int? = nil) async throws -> [TicketView] {
        try await IssueTickets(dependencies).execute(IssueTicketsRequest(event: "gala", type: type, guest: guest,
                                                                          name: guest == nil ? name : nil, count: count)).tickets
    }

    /// A guest stored directly (Tickets only reads guests).
    @discardableResult
    func guest(_ handle: String, status: RSVPStatus, others: Int = 0, plusOnes: [String] = []) async throws -> Guest {
        let now = dependencies.fixedClock.now()
        let guest = Guest(id: dependencies.ids.make(), eventID: event.id, handle: try Handle(handle), name: handle.capitalized,
                          others: others, plusOnes: plusOnes, status: status, statusChangedAt: now, createdAt: now, updatedAt: now)
        try await store.change(event: event.id) { _, guests in guests.append(guest) }
        return guest
    }

    func door(_ direction: CheckInScan.Direction = .entry, device: String = "door-1") async throws -> Door {
        try await OpenDoor(dependencies).execute(OpenDoorRequest(event: "gala", direction: direction, device: device))
    }

    func tickets() async -> [Ticket] { await store.tickets(of: event.id) }
}

/// The DomainError `body` throws, or nil when it succeeds.
func domainError(_ body: () async throws -> Void) async -> DomainError? {
    do {
        try await body()
        return nil
    } catch let error as DomainError {
        return error
    } catch {
        Issue.record("not a DomainError: \(error)")
        return nil
    }
}
