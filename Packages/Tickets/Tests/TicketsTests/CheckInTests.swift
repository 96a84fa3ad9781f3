import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// The door: admission once, re-entry after an exit, every refusal with its reason, staff
/// allowed, and verification with nothing but the key file.
@Suite struct CheckInTests {
    @Test func aTicketIsAdmittedOnceThenRefusedWithWhenAndWhere() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        fixture.signIn(fixture.stan)
        let door2 = try await fixture.door(device: "door-2")
        let first = try await door2.scan(ticket.code + "\r")
        #expect(first.isRecorded && first.admitted == 1 && first.ticket?.ticket.holder == "Walk In")
        fixture.dependencies.fixedClock.advance(by: 60)
        let second = try await fixture.door(device: "door-1").scan(ticket.code)
        let day = String(ZonedTime.display(fixture.dependencies.fixedClock.now(), in: fixture.event.timeZone).prefix(10))
        #expect(second.refusal?.reason(for: fixture.event) == "already checked in at \(day) 11:40 by door-2", "the day before the event's")
        let exit = try await fixture.door(.exit).scan(ticket.code)
        #expect(exit.isRecorded)
        #expect(try await door2.scan(ticket.code).isRecorded)
        #expect(await fixture.store.scans(of: fixture.event.id).map(\.direction) == [.entry, .exit, .entry])
    }

    @Test func badCodesAreRefusedAndTheDoorKeepsCounting() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let tickets = try await fixture.issue("regular", count: 2)
        _ = try await CancelTicket(fixture.dependencies).execute(TicketReference(ticket: tickets[1].ticket.reference))
        let door = try await fixture.door()
        var tampered = Array(tickets[0].code)
        tampered[60] = tampered[60] == "A" ? "B" : "A"
        let refusals = [
            try await door.scan("garbage").refusal,
            try await door.scan(String(tickets[0].code.dropLast(5))).refusal,
            try await door.scan(String(tampered)).refusal,
            try await door.scan(tickets[1].code).refusal,
        ]
        #expect(refusals[0] == .notACode && refusals[1] == .truncated && refusals[2] == .tampered)
        if case .cancelled = refusals[3] {} else { Issue.record("\(String(describing: refusals[3]))") }
        let admitted = try await door.scan(tickets[0].code)
        #expect(admitted.isRecorded && admitted.admitted == 1 && admitted.refused == 4)
        let exitUnentered = try await fixture.door(.exit).scan(tickets[1].code)
        if case .cancelled = exitUnentered.refusal {} else { Issue.record("\(String(describing: exitUnentered.refusal))") }
    }

    @Test func aCodeOfAnotherEventIsTheWrongEvent() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let now = fixture.dependencies.fixedClock.now()
        let other = Event(id: fixture.dependencies.ids.make(), handle: try Handle("other"), title: "Other", startsAt: now, endsAt: now.addingTimeInterval(60),
                          timeZone: fixture.event.timeZone, currency: .euro, createdAt: now, updatedAt: now)
        try await fixture.store.create(other, owner: Membership(eventID: other.id, userID: fixture.ada.id, role: .owner, addedAt: now))
        _ = try await AddTicketType(fixture.dependencies).execute(TicketTypeRequest(event: "other", name: "Regular", price: "1"))
        let foreign = try await IssueTickets(fixture.dependencies).execute(IssueTicketsRequest(event: "other", type: "regular", name: "X"))
        #expect(try await fixture.door().scan(foreign.tickets[0].code).refusal == .wrongEvent)
    }

    @Test func verifyNeedsOnlyTheKeyFile() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        let key = try await ExportKey(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).keyFile.text
        struct Offline: TicketVerificationDependencies { let signatureService: any SignatureService }
        let offline = VerifyCode(Offline(signatureService: fixture.dependencies.signatures))
        #expect(try await offline.execute(VerifyCodeRequest(code: ticket.code, key: key)).code.typeNumber == 1)
        let wrong = await domainError { _ = try await offline.execute(VerifyCodeRequest(code: String(ticket.code.dropLast(3)), key: key)) }
        #expect(wrong?.field == "code" && wrong?.reason.contains("truncated") == true)
        let badKey = await domainError { _ = try await offline.execute(VerifyCodeRequest(code: ticket.code, key: "nonsense")) }
        #expect(badKey?.field == "key")
    }

    @Test func theKeyIsMadeOnceAndNeverShowsThePrivateHalf() async throws {
        let fixture = try await Fixture()
        let first = try await ExportKey(fixture.dependencies).execute(EventTicketsRequest(event: "gala"))
        let again = try await ExportKey(fixture.dependencies).execute(EventTicketsRequest(event: "gala"))
        #expect(first.keyFile == again.keyFile)
        let stored = try #require(await fixture.store.signingKey(of: fixture.event.id))
        #expect(first.keyFile.publicKey == stored.publicKey)
        #expect(!first.keyFile.text.contains(Data(stored.privateKey).base64EncodedString()) || stored.privateKey == stored.publicKey)
    }
}
