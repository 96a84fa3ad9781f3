import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// `tickets send`: one mail per guest with all of that guest's chosen valid tickets.
@Suite struct SendTicketsTests {
    /// Ann (3 heads) and Bob (1) with addresses, Cy without one, each ticketed for the whole
    /// party, and a walk-in ticketed by name. One of Ann's tickets is cancelled.
    func ticketed(_ fixture: Fixture) async throws -> [String: [Ticket]] {
        try await fixture.addType("Standard")
        try await fixture.guest("ann", email: "ann@example.org", others: 2)
        try await fixture.guest("bob", email: "bob@example.org")
        try await fixture.guest("cy", email: nil)
        for handle in ["ann", "bob", "cy"] { try await fixture.issue("standard", guest: handle) }
        try await fixture.issue("standard", name: "Walk In")
        let guests = Dictionary(uniqueKeysWithValues: await fixture.store.guests(of: fixture.event.id).map { ($0.id, $0.handle.value) })
        let tickets = Dictionary(grouping: await fixture.tickets()) { $0.guestID.flatMap { guests[$0] } ?? "walk-in" }
        try await fixture.cancel(try #require(tickets["ann"]?[1].reference))
        return Dictionary(grouping: await fixture.tickets()) { $0.guestID.flatMap { guests[$0] } ?? "walk-in" }
    }

    @Test func eachGuestWithAnAddressGetsOneMailWithAllTheirValidTickets() async throws {
        let fixture = try await Fixture()
        let tickets = try await ticketed(fixture)
        let response = try await fixture.send()
        let mails = await fixture.ticketMails()
        #expect(mails.count == 2)
        let guests = Dictionary(uniqueKeysWithValues: await fixture.store.guests(of: fixture.event.id).map { ($0.handle.value, $0) })
        for handle in ["ann", "bob"] {
            let guest = try #require(guests[handle])
            let mine = mails.filter { $0.guestID == guest.id }
            #expect(mine.count == 1, "\(handle): one mail")
            let valid = try #require(tickets[handle]).filter { $0.status == .valid }
            #expect(mine.first?.tickets == valid.map(\.id), "\(handle): every valid ticket, in order")
            #expect(mine.first?.recipient == guest.email)
            #expect(response.mails.first { $0.guest.value == handle }?.tickets == valid.map(\.reference))
        }
        #expect(try #require(tickets["ann"]).filter { $0.status == .valid }.count == 2)
        let skipped = Dictionary(uniqueKeysWithValues: response.skipped.map { ($0.ticket, $0.reason) })
        #expect(skipped[try #require(tickets["cy"]?.first?.reference)] == "cy has no email")
        #expect(skipped[try #require(tickets["walk-in"]?.first?.reference)] == "issued by name, to no guest")
        #expect(skipped.count == 2, "a cancelled ticket is simply not chosen: \(skipped)")
        #expect(Set(response.mails.map(\.message)) == Set(mails.map(\.id)))
    }

    @Test func chosenGuestsGetOnlyTheirOwnTickets() async throws {
        let fixture = try await Fixture()
        let tickets = try await ticketed(fixture)
        let guests = Dictionary(uniqueKeysWithValues: await fixture.store.guests(of: fixture.event.id).map { ($0.handle.value, $0.id) })
        let response = try await SendTickets(fixture.dependencies).execute(SendTicketsRequest(event: "gala", guests: [try #require(guests["bob"]), try #require(guests["cy"])]))
        #expect(response.mails.map(\.guest.value) == ["bob"] && response.mails.first?.tickets == tickets["bob"]?.map(\.reference))
        #expect(response.skipped.map(\.reason) == ["cy has no email"], "Ann's and the walk-in's tickets are not chosen at all")
        #expect(await fixture.ticketMails().count == 1)
    }

    @Test func namedTicketsGoAloneAndANamedCancelledOneIsSkipped() async throws {
        let fixture = try await Fixture()
        let tickets = try await ticketed(fixture)
        let ann = try #require(tickets["ann"])
        let response = try await fixture.send([ann[2].reference.lowercased(), ann[1].reference, ann[2].reference])
        #expect(await fixture.ticketMails().map(\.tickets) == [[ann[2].id]])
        #expect(response.skipped.map(\.ticket) == [ann[1].reference])
        #expect(response.skipped.map(\.reason) == ["cancelled"])
    }

    @Test func unsentLeavesOutTicketsInQueuedOrSentMailsButNotInFailedOnes() async throws {
        let fixture = try await Fixture()
        let tickets = try await ticketed(fixture)
        try await fixture.send()
        let first = await fixture.ticketMails()
        let annFirst = try #require(tickets["ann"]?.first?.id)
        let annMail = try #require(first.first { $0.tickets.contains(annFirst) })
        let bobMail = try #require(first.first { $0.id != annMail.id })
        // Ann's mail failed for good; Bob's was sent.
        let now = fixture.dependencies.fixedClock.now()
        var failed = annMail
        failed.status = .failed
        failed.attempts = 1
        var sent = bobMail
        sent.status = .sent
        sent.attempts = 1
        sent.sentAt = now
        try await fixture.store.record([failed, sent])
        try await fixture.guest("dee", email: "dee@example.org")
        let dee = try await fixture.issue("standard", guest: "dee").map(\.ticket.reference)
        let again = try await fixture.send(unsent: true)
        let failedReferences = annMail.tickets.compactMap { id in tickets["ann"]?.first { $0.id == id }?.reference }
        #expect(again.mails.map(\.tickets) == [failedReferences, dee], "the failed mail's tickets and the new ones, nothing else")
        #expect(try await fixture.send(unsent: true).mails.isEmpty, "and then nothing is unsent")
    }

    @Test func staffAndStrangersAreRefusedAndAnUnknownTicketQueuesNothing() async throws {
        let fixture = try await Fixture()
        _ = try await ticketed(fixture)
        for user in [fixture.stan, fixture.nora] {
            fixture.signIn(user)
            try await fixture.expectRefusedChangingNothing("\(user.displayName)") { try await fixture.send() }
        }
        fixture.signIn(fixture.ada)
        let valid = try #require(await fixture.tickets().first { $0.status == .valid })
        try await fixture.expectRefusedChangingNothing { try await fixture.send([valid.reference, "ZZZZZZZZ"]) }
    }
}
