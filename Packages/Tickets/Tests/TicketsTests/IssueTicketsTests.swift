import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// Issuing: quotas and pools, sales windows, party rules and counts.
@Suite struct IssueTicketsTests {
    @Test func aGuestGetsOneTicketPerPartyMemberNamedInOrder() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular", price: "25")
        try await fixture.guest("ann", status: .accepted, others: 3, plusOnes: [])
        try await fixture.guest("kim", status: .accepted, others: 2, plusOnes: ["Sam", "Lou"])
        let first = try await fixture.issue("regular", guest: "ann", count: 2)
        #expect(first.map(\.ticket.holder) == ["Ann", "Ann +1"])
        let rest = try await fixture.issue("regular", guest: "ann")
        #expect(rest.map(\.ticket.holder) == ["Ann +2", "Ann +3"])
        #expect(try await fixture.issue("regular", guest: "kim").map(\.ticket.holder) == ["Kim", "Sam", "Lou"])
        let full = await domainError { try await fixture.issue("regular", guest: "ann") }
        #expect(full?.field == "guest" && full?.reason.contains("whole party of 4") == true)
        #expect(await fixture.tickets().count == 7)
        #expect(Set(await fixture.tickets().map(\.reference)).count == 7)
    }

    @Test func onlyAcceptedGuestsHoldTicketsAndCountStaysWithinTheParty() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        try await fixture.guest("dee", status: .declined)
        try await fixture.guest("ivy", status: .invited)
        try await fixture.guest("ann", status: .accepted, others: 1)
        let declined = await domainError { try await fixture.issue("regular", guest: "dee") }
        #expect(declined?.reason.contains("declined") == true)
        let invited = await domainError { try await fixture.issue("regular", guest: "ivy") }
        #expect(invited?.reason.contains("not accepted") == true)
        let tooMany = await domainError { try await fixture.issue("regular", guest: "ann", count: 3) }
        #expect(tooMany?.field == "count")
        let nobody = await domainError { try await fixture.issue("regular", guest: "zed") }
        #expect(nobody?.field == "guest")
        let zero = await domainError { try await fixture.issue("regular", count: 0) }
        #expect(zero?.field == "count")
        #expect(await fixture.tickets().isEmpty)
    }

    @Test func aQuotaSellsOutWithAClearMessageAndCancellingFreesAPlace() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular", quota: 3)
        let issued = try await fixture.issue("regular", count: 2)
        let partial = await domainError { try await fixture.issue("regular", count: 2) }
        #expect(partial?.field == "count" && partial?.reason.contains("only 1 place of 'regular' is left") == true)
        try await fixture.issue("regular")
        let soldOut = await domainError { try await fixture.issue("regular") }
        #expect(soldOut?.reason.contains("sold out") == true && soldOut?.category == .invalidData)
        _ = try await CancelTicket(fixture.dependencies).execute(TicketReference(ticket: issued[0].ticket.reference))
        #expect(try await fixture.issue("regular").count == 1)
    }

    @Test func aPoolCapsItsTypesTogether() async throws {
        let fixture = try await Fixture()
        _ = try await SetPool(fixture.dependencies).execute(SetPoolRequest(event: "gala", pool: "seats", quota: 5))
        try await fixture.addType("Early", quota: 4, pool: "seats")
        try await fixture.addType("Regular", pool: "seats")
        try await fixture.issue("early", count: 4)
        let ownQuota = await domainError { try await fixture.issue("early") }
        #expect(ownQuota?.reason.contains("sold out") == true)
        try await fixture.issue("regular")
        let pool = await domainError { try await fixture.issue("regular") }
        #expect(pool?.reason.contains("sold out (pool 'seats')") == true)
    }

    @Test func salesOpenAndCloseInTheEventsZone() async throws {
        let fixture = try await Fixture()
        // The fixed clock stands at 2027-01-01T10:40Z, 11:40 in Berlin.
        try await fixture.addType("Later", opens: "2027-01-01T12:30")
        try await fixture.addType("Over", closes: "2027-01-01T11:40")
        try await fixture.addType("Now", opens: "2027-01-01T11:39", closes: "2027-01-01T11:41")
        let later = await domainError { try await fixture.issue("later") }
        #expect(later?.problem == "sales of 'later' open at 2027-01-01 12:30 +01:00; issue it then, or move \(field: "opens")")
        let over = await domainError { try await fixture.issue("over") }
        #expect(over?.reason.contains("closed at 2027-01-01 11:40 +01:00") == true)
        #expect(try await fixture.issue("now").count == 1)
    }

    @Test func oneIssueTakesAtMostTheTypesMaximum() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular", maxPerIssue: 2)
        let error = await domainError { try await fixture.issue("regular", count: 3) }
        #expect(error?.field == "count" && error?.reason.contains("2 tickets") == true)
    }

    /// Random issues and cancellations against a type in a pool: what is valid never exceeds
    /// either quota, and an issue is refused only when it would.
    @Test(arguments: 1...20)
    func issuedNeverExceedsTheQuota(seed: UInt64) async throws {
        let fixture = try await Fixture()
        var random = SeededRandom(seed: seed)
        let typeQuota = Int.random(in: 0...12, using: &random), poolQuota = Int.random(in: 0...15, using: &random)
        _ = try await SetPool(fixture.dependencies).execute(SetPoolRequest(event: "gala", pool: "seats", quota: poolQuota))
        let typeA = try #require(try await fixture.addType("Alpha", quota: typeQuota, pool: "seats").changed).id
        try await fixture.addType("Beta", pool: "seats")
        for _ in 0..<40 {
            let valid = await fixture.tickets().filter { $0.status == .valid }
            if Bool.random(using: &random), let victim = valid.randomElement(using: &random) {
                _ = try await CancelTicket(fixture.dependencies).execute(TicketReference(ticket: victim.reference))
                continue
            }
            let type = Bool.random(using: &random) ? "alpha" : "beta"
            let count = Int.random(in: 1...4, using: &random)
            let inA = valid.count { $0.typeID == typeA }
            let fits = valid.count + count <= poolQuota && (type == "beta" || inA + count <= typeQuota)
            let error = await domainError { try await fixture.issue(type, count: count) }
            #expect((error == nil) == fits, "\(type) x\(count): \(String(describing: error))")
            let after = await fixture.tickets().filter { $0.status == .valid }
            #expect(after.count <= poolQuota)
            #expect(after.count { $0.typeID == typeA } <= typeQuota)
        }
    }
}
