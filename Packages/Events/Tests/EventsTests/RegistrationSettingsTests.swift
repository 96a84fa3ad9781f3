import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

/// `events update --registration --registration-closes --registration-party`: who may register on
/// the event's public page, until when, bringing how many; and when that takes registrations.
struct RegistrationSettingsTests {
    func update(_ fixture: Fixture, _ request: UpdateEventRequest) async throws -> Event {
        try await UpdateEvent(fixture.dependencies).execute(request).event
    }

    @Test func registrationOpensClosesAndIsKept() async throws {
        let fixture = try await Fixture.make()
        #expect(fixture.event.registration == Registration())
        let opened = try await update(fixture, UpdateEventRequest(event: "summer-gala", registration: " Approval ",
                                                                    registrationCloses: "2026-12-01T18:00", registrationParty: "2"))
        #expect(opened.registration == Registration(mode: .approval, closesAt: instant("2026-12-01T17:00:00Z"), party: 2))
        #expect(try await fixture.stored() == opened)
        let cleared = try await update(fixture, UpdateEventRequest(event: "summer-gala", registration: "closed", registrationCloses: ""))
        #expect(cleared.registration == Registration(mode: .closed, closesAt: nil, party: 2))
        await #expect(throws: DomainError.nothingToChange) {
            try await update(fixture, UpdateEventRequest(event: "summer-gala", registration: "closed"))
        }
    }

    @Test(arguments: [("registration", "sometimes"), ("registration-party", "-1"), ("registration-party", "21"), ("registration-party", "two"),
                      ("registration-closes", "soon")])
    func aBadValueIsRefusedByItsFieldAndChangesNothing(field: String, value: String) async throws {
        let fixture = try await Fixture.make()
        let request = switch field {
        case "registration": UpdateEventRequest(event: "summer-gala", registration: value)
        case "registration-party": UpdateEventRequest(event: "summer-gala", registrationParty: value)
        default: UpdateEventRequest(event: "summer-gala", registrationCloses: value)
        }
        do {
            _ = try await update(fixture, request)
            Issue.record("\(field)=\(value) was taken")
        } catch let error as DomainError {
            #expect(error.field == field, "\(error)")
        }
        #expect(try await fixture.stored() == fixture.event)
    }

    @Test func aNewZoneKeepsTheClosingWallTime() async throws {
        let fixture = try await Fixture.make()
        _ = try await update(fixture, UpdateEventRequest(event: "summer-gala", registration: "open", registrationCloses: "2026-12-01T18:00"))
        let moved = try await update(fixture, UpdateEventRequest(event: "summer-gala", timeZone: "Asia/Tokyo"))
        #expect(moved.registration.closesAt == instant("2026-12-01T09:00:00Z"))
    }

    @Test func registrationsAreTakenOnlyWhilePublishedOpenAndBeforeTheyCloseOrTheEventEnds() throws {
        var event = Event(id: EventID(UUID()), handle: try Handle("gala"), title: "Gala", startsAt: instant("2026-12-10T18:00:00Z"),
                          endsAt: instant("2026-12-10T22:00:00Z"), timeZone: try TimeZoneID("Europe/Berlin"), currency: try Currency(code: "EUR"),
                          createdAt: instant("2026-11-01T00:00:00Z"), updatedAt: instant("2026-11-01T00:00:00Z"))
        let before = instant("2026-12-01T00:00:00Z")
        event.registration.mode = .open
        #expect(!event.takesRegistrations(at: before), "a draft takes none")
        event.status = .published
        #expect(event.takesRegistrations(at: before))
        #expect(!event.takesRegistrations(at: instant("2026-12-10T22:00:00Z")), "none once it ends")
        event.registration.closesAt = instant("2026-12-05T00:00:00Z")
        #expect(!event.takesRegistrations(at: instant("2026-12-05T00:00:00Z")))
        event.registration.mode = .closed
        #expect(!event.takesRegistrations(at: before))
        event.registration = Registration(mode: .approval)
        event.status = .cancelled
        #expect(!event.takesRegistrations(at: before) && event.isPublic)
    }
}
