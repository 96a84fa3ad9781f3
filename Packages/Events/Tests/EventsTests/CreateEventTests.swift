import Domain
import DomainTestSupport
import Events
import Foundation
import Testing

struct CreateEventTests {
    @Test func createsADraftOwnedByTheCreator() async throws {
        let fixture = try await Fixture.make()
        let request = CreateEventRequest(title: "  Winter Ball  ", description: "  Dinner\nand dancing ", starts: "2026-12-20 7:30pm",
                                         ends: "2026-12-20T23:30", timeZone: "Europe/Berlin", venue: " Town Hall ",
                                         capacity: " 150 ", currency: "usd", budget: "1200.5")
        let response = try await CreateEvent(fixture.dependencies).execute(request)
        let event = response.event
        #expect(response.role == .owner)
        #expect(event.title == "Winter Ball")
        #expect(event.handle.value == "winter-ball")
        #expect(event.description == "Dinner\nand dancing")
        #expect(event.startsAt == instant("2026-12-20T18:30:00Z"))
        #expect(event.endsAt == instant("2026-12-20T22:30:00Z"))
        #expect(event.timeZone.identifier == "Europe/Berlin")
        #expect(event.venue == "Town Hall")
        #expect(event.capacity == 150)
        #expect(event.currency == Currency.usDollar)
        #expect(event.budget == Money(minorUnits: 120_050, currency: .usDollar))
        #expect(event.status == .draft)
        #expect(event.createdAt == instant("2026-06-01T12:00:00Z"))
        #expect(event.updatedAt == event.createdAt)
        #expect(try await fixture.stored("winter-ball") == event)
        #expect(try await fixture.role(of: fixture.ada, in: "winter-ball") == .owner)
        #expect(await fixture.store.list(event: event.id).map(\.email.value) == ["ada@example.org"])
    }

    @Test func optionalFieldsDefaultToNothingAndEuro() async throws {
        let fixture = try await Fixture.make()
        let request = CreateEventRequest(title: "Plain", starts: "2026-12-20T10:00", ends: "2026-12-20T11:00", timeZone: "Asia/Tokyo")
        let event = try await CreateEvent(fixture.dependencies).execute(request).event
        #expect(event.description == nil)
        #expect(event.venue == nil)
        #expect(event.capacity == nil)
        #expect(event.currency == .euro)
        #expect(event.budget == nil)
        #expect(event.startsAt == instant("2026-12-20T01:00:00Z"))
    }

    @Test func readsTheBudgetInTheEventsCurrency() async throws {
        let fixture = try await Fixture.make()
        var request = Fixture.gala(title: "Tokyo Night")
        request.currency = "JPY"
        request.budget = "150000"
        let event = try await CreateEvent(fixture.dependencies).execute(request).event
        #expect(event.budget == Money(minorUnits: 150_000, currency: try Currency(code: "JPY")))

        request.title = "Tokyo Night Two"
        request.budget = "12.5"
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await CreateEvent(fixture.dependencies).execute(request) }
        #expect(field(of: error) == "budget")
        #expect(error?.message.contains("more decimals than JPY allows (0)") == true)
    }

    static let invalidInputs: [(option: String, value: String, field: String, says: String)] = [
        ("title", "", "title", "is empty"),
        ("title", " \n ", "title", "is empty"),
        ("title", String(repeating: "a", count: 10_000), "title", "is 10000 characters long; keep it to 200 or fewer"),
        ("title", String(repeating: "a", count: 201), "title", "is 201 characters long"),
        ("title", "Gala\u{1B}[31m Night", "title", "contains a control character"),
        ("title", "Gala\nNight", "title", "contains a control character"),
        ("title", "Gala\tNight", "title", "contains a control character"),
        ("handle", "Summer Gala", "handle", "is not a valid handle"),
        ("handle", "x-", "handle", "is not a valid handle"),
        ("timezone", "PST", "timezone", "is not an IANA time zone"),
        ("timezone", "Mars/Olympus_Mons", "timezone", "is not an IANA time zone"),
        ("timezone", "", "timezone", "is not an IANA time zone"),
        ("starts", "12/11/2026 19:00", "starts", "ambiguous"),
        ("starts", "2026-02-30T19:00", "starts", "not a real calendar date"),
        ("starts", "next friday", "starts", "is not a date-time"),
        ("starts", "2026-03-29T02:30", "starts", "does not exist in Europe/Berlin"),
        ("ends", "2026-10-25T02:30", "ends", "happens twice in Europe/Berlin"),
        ("ends", "2026-12-12T18:00", "ends", "must be after the start"),
        ("ends", "2026-12-12T19:00", "ends", "must be after the start"),
        ("capacity", "-5", "capacity", "is out of range; capacity must be from 1 to 1000000 people"),
        ("capacity", "0", "capacity", "is out of range"),
        ("capacity", "1000001", "capacity", "is out of range"),
        ("capacity", "99999999999999999999999", "capacity", "is out of range"),
        ("capacity", "abc", "capacity", "is not a whole number; give the number of people, like 150"),
        ("capacity", "1.5", "capacity", "is not a whole number"),
        ("capacity", "1e3", "capacity", "is not a whole number"),
        ("currency", "EURO", "currency", "is not an ISO 4217 currency code"),
        ("currency", "XXX", "currency", "is not an ISO 4217 currency code"),
        ("budget", "12.345", "budget", "has more decimals than EUR allows (2)"),
        ("budget", "12,50", "budget", "is not a decimal amount"),
        ("budget", "abc", "budget", "is not a decimal amount"),
        ("budget", "-100", "budget", "is negative"),
        ("venue", String(repeating: "v", count: 201), "venue", "is 201 characters long; keep it to 200 or fewer"),
        ("venue", "Hall\u{7}A", "venue", "contains a control character"),
        ("venue", "Hall\nA", "venue", "contains a control character"),
        ("description", String(repeating: "d", count: 5001), "description", "is 5001 characters long; keep it to 5000 or fewer"),
        ("description", "ring \u{7} the bell", "description", "contains a control character"),
        // Blank is a mistake on create: leaving an option out is how to say "none".
        ("budget", " ", "budget", "is blank; give a value, or leave it out"),
        ("budget", "", "budget", "is blank"),
        ("capacity", " ", "capacity", "is blank"),
        ("venue", " ", "venue", "is blank"),
        ("description", "\n", "description", "is blank"),
        ("currency", " ", "currency", "is not an ISO 4217 currency code"),
        // Invisible and direction-changing characters make a row read unlike what is stored.
        ("title", "Gala \u{202E}alag", "title", "invisible or direction-changing character (U+202E)"),
        ("title", "Gala\u{200B}Night", "title", "(U+200B)"),
        ("venue", "\u{FEFF}Town Hall", "venue", "(U+FEFF)"),
        ("description", "Dinner \u{2066}and\u{2069} dancing", "description", "(U+2066)"),
    ]

    @Test(arguments: invalidInputs)
    func rejectsInvalidInput(_ input: (option: String, value: String, field: String, says: String)) async throws {
        let fixture = try await Fixture.make()
        var request = Fixture.gala(title: "Autumn Fair")
        switch input.option {
        case "title": request.title = input.value
        case "handle": request.handle = input.value
        case "timezone": request.timeZone = input.value
        case "starts": request.starts = input.value
        case "ends": request.ends = input.value
        case "capacity": request.capacity = input.value
        case "currency": request.currency = input.value
        case "budget": request.budget = input.value
        case "venue": request.venue = input.value
        case "description": request.description = input.value
        default: Issue.record("unknown option \(input.option)")
        }
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await CreateEvent(fixture.dependencies).execute(request) }
        #expect(field(of: error) == input.field)
        #expect(error?.message.contains(input.says) == true, "\(error?.message ?? "no error")")
    }

    @Test func acceptsTheLimitsThemselves() async throws {
        let fixture = try await Fixture.make()
        var request = Fixture.gala(title: String(repeating: "a", count: 200))
        request.capacity = "1000000"
        request.venue = String(repeating: "v", count: 200)
        request.description = String(repeating: "d", count: 5000)
        let event = try await CreateEvent(fixture.dependencies).execute(request).event
        #expect(event.title.count == 200)
        #expect(event.capacity == 1_000_000)
        request.title = "Tiny"
        request.capacity = "1"
        #expect(try await CreateEvent(fixture.dependencies).execute(request).event.capacity == 1)
    }

    @Test func anEndBeforeTheStartNamesBothTimes() async throws {
        let fixture = try await Fixture.make()
        let request = Fixture.gala(title: "Backwards", starts: "2026-12-12T19:00", ends: "2026-12-12T18:00")
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await CreateEvent(fixture.dependencies).execute(request) }
        #expect(error == .invalid(field: "ends", message: "the end (2026-12-12 18:00 +01:00) must be after the start (2026-12-12 19:00 +01:00); fix the end or the start"))
    }

    @Test func anExplicitOffsetIsHonoured() async throws {
        let fixture = try await Fixture.make()
        let request = Fixture.gala(title: "Offsets", starts: "2026-12-12T18:00Z", ends: "2026-12-12T22:00-05:00", timeZone: "Asia/Tokyo")
        let event = try await CreateEvent(fixture.dependencies).execute(request).event
        #expect(event.startsAt == instant("2026-12-12T18:00:00Z"))
        #expect(event.endsAt == instant("2026-12-13T03:00:00Z"))
    }

    @Test func derivesHandlesAndNumbersCollisions() async throws {
        let fixture = try await Fixture.make()
        let create = CreateEvent(fixture.dependencies)
        let handles = try await [
            create.execute(Fixture.gala(title: "Summer Gala")).event.handle.value,
            create.execute(Fixture.gala(title: "summer gala!")).event.handle.value,
            create.execute(Fixture.gala(title: "Sümmer Gala")).event.handle.value,
            create.execute(Fixture.gala(title: "Café Zoë's Soirée")).event.handle.value,
        ]
        #expect(handles == ["summer-gala-2", "summer-gala-3", "summer-gala-4", "cafe-zoe-s-soiree"])
    }

    @Test func anExplicitHandleIsUsedAndMustBeFree() async throws {
        let fixture = try await Fixture.make()
        var request = Fixture.gala(title: "Anything")
        request.handle = " gala-2026 "
        #expect(try await CreateEvent(fixture.dependencies).execute(request).event.handle.value == "gala-2026")

        request.handle = "summer-gala"
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await CreateEvent(fixture.dependencies).execute(request) }
        #expect(error == .conflict(field: "handle", message: "'summer-gala' is already used by another event; choose another handle"))
    }

    @Test func aTitleWithoutLettersOrDigitsNeedsAHandle() async throws {
        let fixture = try await Fixture.make()
        var request = Fixture.gala(title: "東京の夜")
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await CreateEvent(fixture.dependencies).execute(request) }
        #expect(field(of: error) == "handle")
        #expect(error?.message.contains("; give one, like summer-gala-2026") == true)

        request.handle = "tokyo-night"
        let event = try await CreateEvent(fixture.dependencies).execute(request).event
        #expect(event.title == "東京の夜")
        #expect(event.handle.value == "tokyo-night")
    }

    @Test func needsASignedInUser() async throws {
        let fixture = try await Fixture.make()
        fixture.signIn(nil)
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await CreateEvent(fixture.dependencies).execute(Fixture.gala(title: "X Y")) }
        #expect(error == .notSignedIn)
    }

    @Test func aFailedWriteLeavesNothingBehind() async throws {
        let fixture = try await Fixture.make()
        await fixture.store.failNextWrite(with: .storeBusy)
        let error = await failureLeavingStoreUnchanged(fixture.store) { try await CreateEvent(fixture.dependencies).execute(Fixture.gala(title: "Busy Day")) }
        #expect(error == .storeBusy)
    }
}
