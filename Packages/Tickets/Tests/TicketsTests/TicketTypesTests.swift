import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// Adding, changing and removing types and pools: every field's rule, and a failed change leaves
/// the store as it was.
@Suite struct TicketTypesTests {
    @Test func addReadsThePriceInTheEventsCurrencyAndTheWindowInItsZone() async throws {
        let fixture = try await Fixture()
        let added = try await fixture.addType("Early bird", price: "19.50", quota: 100, opens: "2026-12-01T10:00", closes: "2027-01-01")
        let type = try #require(added.changed)
        #expect(type.handle.value == "early-bird" && type.number == 1 && type.maxPerIssue == 10)
        #expect(type.price == Money(minorUnits: 1950, currency: .euro))
        #expect(type.salesOpen == ISO8601DateFormatter().date(from: "2026-12-01T09:00:00Z"))
        #expect(try await fixture.addType("Regular").changed?.number == 2)
    }

    @Test(arguments: [
        (TicketTypeRequest(event: "gala", name: " ", price: "1"), "name"),
        (TicketTypeRequest(event: "gala", name: "VIP", price: "1.999"), "price"),
        (TicketTypeRequest(event: "gala", name: "VIP", price: "-1"), "price"),
        (TicketTypeRequest(event: "gala", name: "VIP", price: "1", quota: -1), "quota"),
        (TicketTypeRequest(event: "gala", name: "VIP", price: "1", pool: "nope"), "pool"),
        (TicketTypeRequest(event: "gala", name: "VIP", price: "1", opens: "12/01/2027"), "opens"),
        (TicketTypeRequest(event: "gala", name: "VIP", price: "1", opens: "2027-01-02", closes: "2027-01-01"), "closes"),
        (TicketTypeRequest(event: "gala", name: "VIP", price: "1", maxPerIssue: 0), "max-per-issue"),
        (TicketTypeRequest(event: "gala", name: "Regular", price: "1"), "name"),
    ])
    func addRefusesEachBadFieldAndChangesNothing(_ request: TicketTypeRequest, _ field: String) async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let before = await fixture.store.snapshot()
        let error = await domainError { _ = try await AddTicketType(fixture.dependencies).execute(request) }
        #expect(error?.field == field, "\(String(describing: error))")
        #expect(await fixture.store.snapshot() == before)
    }

    /// A one-letter name is the type's handle; so is a one-letter pool.
    @Test func aOneLetterTypeAndPoolHaveOneLetterHandles() async throws {
        let fixture = try await Fixture()
        _ = try await SetPool(fixture.dependencies).execute(SetPoolRequest(event: "gala", pool: "A", quota: 5))
        let added = try await fixture.addType("Q", quota: 5, pool: "a")
        #expect(added.changed?.handle.value == "q")
        #expect(added.catalog.pools.map(\.handle.value) == ["a"])
        #expect(try await fixture.issue("Q").count == 1)
    }

    @Test func updateChangesWhatIsGivenAndClearsWithEmptyText() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular", quota: 10, closes: "2027-01-01")
        _ = try await SetPool(fixture.dependencies).execute(SetPoolRequest(event: "gala", pool: "seats", quota: 50))
        let updated = try await UpdateTicketType(fixture.dependencies).execute(UpdateTicketTypeRequest(
            event: "gala", type: "regular", name: "Standard", price: "30", quota: -1, pool: "seats", closes: ""))
        let type = try #require(updated.changed)
        #expect(type.handle.value == "standard" && type.price.minorUnits == 3000 && type.quota == nil)
        #expect(type.pool?.value == "seats" && type.salesClose == nil)
    }

    @Test func aQuotaIsNeverLoweredBelowWhatIsIssued() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular", quota: 10)
        try await fixture.issue("regular", count: 3)
        let error = await domainError {
            _ = try await UpdateTicketType(fixture.dependencies).execute(UpdateTicketTypeRequest(event: "gala", type: "regular", quota: 2))
        }
        #expect(error?.field == "quota" && error?.reason.contains("3 tickets") == true)
        _ = try await SetPool(fixture.dependencies).execute(SetPoolRequest(event: "gala", pool: "seats", quota: 5))
        _ = try await UpdateTicketType(fixture.dependencies).execute(UpdateTicketTypeRequest(event: "gala", type: "regular", pool: "seats"))
        let poolError = await domainError { _ = try await SetPool(fixture.dependencies).execute(SetPoolRequest(event: "gala", pool: "seats", quota: 2)) }
        #expect(poolError?.field == "quota")
    }

    @Test func removeRefusesATypeWithTickets() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        try await fixture.addType("Spare")
        try await fixture.issue("regular")
        let error = await domainError { _ = try await RemoveTicketType(fixture.dependencies).execute(TicketTypeReference(event: "gala", type: "regular")) }
        #expect(error == .ticketTypeInUse(try Handle("regular"), tickets: 1))
        let removed = try await RemoveTicketType(fixture.dependencies).execute(TicketTypeReference(event: "gala", type: "Spare"))
        #expect(removed.catalog.types.map(\.handle.value) == ["regular"])
        let missing = await domainError { _ = try await RemoveTicketType(fixture.dependencies).execute(TicketTypeReference(event: "gala", type: "spare")) }
        #expect(missing?.field == "type")
    }

    @Test func listCountsValidTicketsAndWhatIsLeft() async throws {
        let fixture = try await Fixture()
        _ = try await SetPool(fixture.dependencies).execute(SetPoolRequest(event: "gala", pool: "seats", quota: 5))
        try await fixture.addType("Early", quota: 4, pool: "seats")
        try await fixture.addType("Late", pool: "seats")
        let early = try await fixture.issue("early", count: 3)
        try await fixture.issue("late")
        _ = try await CancelTicket(fixture.dependencies).execute(TicketReference(ticket: early[0].ticket.reference))
        let list = try await ListTicketTypes(fixture.dependencies).execute(EventTicketsRequest(event: "gala"))
        #expect(list.catalog.types.map { list.counts.byType[$0.id, default: 0] } == [2, 1])
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(TicketCatalogJSON(list))) as? [String: Any]
        let types = json?["types"] as? [[String: Any]]
        #expect(types?.map { $0["left"] as? Int } == [2, 2])
    }
}
