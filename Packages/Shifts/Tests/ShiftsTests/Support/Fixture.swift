import Domain
import DomainTestSupport
import Foundation
import Shifts

/// Ada owns "fest" in Europe/Berlin (+02:00), Friday 2026-07-10 10:00 to Sunday 2026-07-12
/// 18:00; Otto organizes it, Stan is its staff, Nora is not in it. It has the roles Bar and
/// Door (Door needs approval). Ada is signed in; the clock reads 2026-07-01T12:00Z.
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
        event = Event(id: dependencies.ids.make(), handle: try Handle("fest"), title: "Fest", startsAt: try Self.instant("2026-07-10T10:00+02:00"),
                      endsAt: try Self.instant("2026-07-12T18:00+02:00"), timeZone: try TimeZoneID("Europe/Berlin"), currency: .euro,
                      createdAt: now, updatedAt: now)
        try await dependencies.store.create(event, owner: Membership(eventID: event.id, userID: ada.id, role: .owner, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: otto.id, role: .organizer, addedAt: now))
        try await dependencies.store.save(Membership(eventID: event.id, userID: stan.id, role: .staff, addedAt: now))
        dependencies.signedIn.signIn(ada)
        _ = try await AddVolunteerRole(dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "Bar"))
        _ = try await AddVolunteerRole(dependencies).execute(AddVolunteerRoleRequest(event: "fest", name: "Door", needsApproval: true))
    }

    static func instant(_ text: String) throws -> Date {
        try DateTimeInput.parse(text, in: TimeZoneID("Etc/UTC"), field: "test")
    }

    func signIn(_ user: User?) { dependencies.signedIn.signIn(user) }

    /// Moves the clock to `text` (with its offset).
    func now(_ text: String) throws {
        dependencies.fixedClock.advance(by: try Self.instant(text).timeIntervalSince(dependencies.fixedClock.now()))
    }

    func board() async -> ShiftBoard { await store.shiftBoard(of: event.id) }

    @discardableResult
    func shift(_ title: String = "Bar", _ starts: String, _ ends: String, needs: [String] = ["Bar=2"], place: String? = nil) async throws -> ShiftItem {
        try await AddShift(dependencies).execute(AddShiftRequest(event: "fest", title: title, starts: starts, ends: ends, place: place, needs: needs))
    }

    @discardableResult
    func volunteer(_ name: String, roles: [String] = ["Bar"], email: String? = nil, household: String? = nil) async throws -> VolunteerItem {
        try await AddVolunteer(dependencies).execute(AddVolunteerRequest(event: "fest", name: name, email: email, roles: roles, household: household))
    }

    @discardableResult
    func assign(_ shift: String, _ volunteer: String, role: String? = nil) async throws -> ShiftItem {
        try await AssignVolunteer(dependencies).execute(ShiftSeatRequest(event: "fest", shift: shift, volunteer: volunteer, role: role))
    }
}

// MARK: - Helpers for the use-case tests

extension Fixture {
    @discardableResult
    func update(_ shift: String, title: String? = nil, place: String? = nil, starts: String? = nil, ends: String? = nil,
                needs: [String] = []) async throws -> ShiftItem {
        try await UpdateShift(dependencies).execute(UpdateShiftRequest(event: "fest", shift: shift, title: title, place: place, starts: starts,
                                                                       ends: ends, needs: needs))
    }

    @discardableResult
    func cancel(_ shift: String) async throws -> ShiftItem {
        try await CancelShift(dependencies).execute(event: "fest", shift: shift)
    }

    @discardableResult
    func series(_ title: String = "Bar", from: String, until: String, every: String, length: String,
                needs: [String] = ["Bar=1"]) async throws -> [ShiftItem] {
        try await AddShiftSeries(dependencies).execute(AddShiftSeriesRequest(event: "fest", title: title, from: from, until: until, every: every,
                                                                             length: length, needs: needs))
    }

    func list(day: Int? = nil, understaffed: Bool = false) async throws -> ShiftList {
        try await ListShifts(dependencies).execute(ListShiftsRequest(event: "fest", day: day, understaffed: understaffed))
    }

    func show(_ shift: String) async throws -> ShiftItem {
        try await ShowShift(dependencies).execute(event: "fest", shift: shift)
    }

    @discardableResult
    func unassign(_ shift: String, _ volunteer: String) async throws -> ShiftItem {
        try await UnassignVolunteer(dependencies).execute(ShiftSeatRequest(event: "fest", shift: shift, volunteer: volunteer))
    }

    @discardableResult
    func checkIn(_ shift: String, _ volunteer: String, at: String? = nil) async throws -> ShiftItem {
        try await CheckInVolunteer(dependencies).execute(ShiftSeatRequest(event: "fest", shift: shift, volunteer: volunteer, at: at))
    }

    @discardableResult
    func checkOut(_ shift: String, _ volunteer: String, at: String? = nil) async throws -> ShiftItem {
        try await CheckOutVolunteer(dependencies).execute(ShiftSeatRequest(event: "fest", shift: shift, volunteer: volunteer, at: at))
    }

    @discardableResult
    func excuse(_ shift: String, _ volunteer: String) async throws -> ShiftItem {
        try await ExcuseNoShow(dependencies).execute(ShiftSeatRequest(event: "fest", shift: shift, volunteer: volunteer))
    }

    @discardableResult
    func approve(_ volunteer: String, _ role: String) async throws -> VolunteerItem {
        try await ApproveVolunteer(dependencies).execute(event: "fest", volunteer: volunteer, role: role)
    }

    @discardableResult
    func forgive(_ volunteer: String) async throws -> VolunteerItem {
        try await ForgiveNoShows(dependencies).execute(event: "fest", volunteer: volunteer)
    }

    func volunteers() async throws -> [VolunteerItem] {
        try await ListVolunteers(dependencies).execute(event: "fest")
    }

    /// The volunteer numbered `number`, as `ListVolunteers` shows them.
    func volunteerItem(_ number: Int) async throws -> VolunteerItem? {
        try await volunteers().first { $0.number == number }
    }

    func roles() async throws -> [RoleItem] {
        try await ListVolunteerRoles(dependencies).execute(event: "fest")
    }

    /// The stored shift numbered `number`.
    func storedShift(_ number: Int) async -> Shift? {
        await board().shifts.first { $0.number == number }
    }

    /// Who is on which shift in which role, as the store holds it: "#shift #volunteer role".
    func seats() async -> Set<String> {
        let board = await board()
        return Set(board.assignments.compactMap { assignment in
            guard let shift = board.shift(assignment.shift), let volunteer = board.volunteer(assignment.volunteer),
                  let role = board.role(assignment.role) else { return nil }
            return "#\(shift.number) #\(volunteer.number) \(role.name)"
        })
    }

    /// Moves the fest to other times (and zone), as the events feature would.
    func moveEvent(starts: String, ends: String, zone: String = "Europe/Berlin") async throws {
        var event = await store.find(id: event.id)!
        event.startsAt = try Self.instant(starts)
        event.endsAt = try Self.instant(ends)
        event.timeZone = try TimeZoneID(zone)
        try await store.update(event)
    }

    /// The wall reading of `date` in Berlin, "2026-07-10 14:00 +02:00", computed with Foundation.
    static func berlin(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "Europe/Berlin")!
        formatter.dateFormat = "yyyy-MM-dd HH:mm xxx"
        return formatter.string(from: date)
    }
}

/// The `DomainError` `body` throws; nil when it throws nothing.
func failure<T>(_ body: () async throws -> T) async -> DomainError? {
    do {
        _ = try await body()
        return nil
    } catch {
        return error as? DomainError
    }
}

extension VolunteerItem {
    /// The roles they hold, "Door (not approved)" for one not approved yet.
    var heldRoles: [String] { roles.map { $0.approved ? $0.name : "\($0.name) (not approved)" } }
}

extension DomainError {
    /// The words of the error, without its field, for checking what it names.
    var words: String { problem.description }
}

/// Staff are refused every change of the shifts with these words (`EventPermission.manageShifts`).
let staffRefusal = DomainError.forbidden("staff cannot change the event's shifts and volunteers; ask the event's owner or an organizer")

/// A non-member is told the fest does not exist.
let festMissing = DomainError.notFound(field: "event", message: "no event 'fest' among yours", next: .listEvents)
