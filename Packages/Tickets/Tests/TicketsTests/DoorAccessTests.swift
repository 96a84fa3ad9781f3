import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// What a door link opens: its own event's door (scans, search, the offline list, uploads)
/// under the door's own name, and nothing else.
@Suite struct DoorAccessTests {
    @Test func aDoorLinkWorksItsOwnEventsDoorUnderItsOwnName() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let tickets = try await fixture.issue("regular", name: "Walk In", count: 2)
        let link = try await fixture.addDoor("Front")
        let phone = fixture.atDoor(link.secret)
        let door = try await OpenDoor(phone).execute(OpenDoorRequest(event: " Gala ", device: "whatever the page says"))
        let scanned = try await door.scan(tickets[0].code)
        #expect(scanned.isRecorded && scanned.ticket?.ticket.holder == "Walk In")
        let admitted = try await door.admit(reference: tickets[1].ticket.reference.lowercased())
        #expect(admitted.isRecorded && admitted.admitted == 2)
        #expect(await fixture.store.scans(of: fixture.event.id).map(\.device) == ["Front", "Front"])

        let found = try await FindAtDoor(phone).execute(FindAtDoorRequest(event: "gala", query: "walk"))
        #expect(found.matches.flatMap(\.tickets).map(\.inside) == [true, true])
        let list = try await DownloadDoorList(phone).execute(EventTicketsRequest(event: "gala"))
        #expect(list.tickets.count == 2 && list.event.id == fixture.event.id)
        #expect(list.publicKey == (await fixture.store.signingKey(of: fixture.event.id))?.publicKey)

        let exit = CheckInScan.Direction.exit
        let synced = try await SyncScans(phone).execute(SyncScansRequest(event: "gala", device: "spoofed", scans: [
            .init(nonce: "nonce-exit-1", code: tickets[0].code, direction: exit, at: fixture.dependencies.fixedClock.now()),
        ]))
        #expect(synced.device == "Front" && synced.results.map(\.outcome) == [.recorded])
        #expect(await fixture.store.scans(of: fixture.event.id).map(\.device) == ["Front", "Front", "Front"])
    }

    @Test func anotherEventsDoorIsAsMissingAsForAStranger() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let other = try await fixture.otherEvent()
        let link = try await fixture.addDoor("Front")
        let phone = fixture.atDoor(link.secret)
        fixture.signIn(fixture.nora)
        for event in ["other", "nowhere"] {
            let stranger = await domainError { _ = try await OpenDoor(fixture.dependencies).execute(OpenDoorRequest(event: event)) }
            #expect(stranger?.code == "not_found" && stranger?.field == "event")
            let attempts: [() async throws -> Void] = [
                { _ = try await OpenDoor(phone).execute(OpenDoorRequest(event: event)) },
                { _ = try await FindAtDoor(phone).execute(FindAtDoorRequest(event: event, query: "otto")) },
                { _ = try await DownloadDoorList(phone).execute(EventTicketsRequest(event: event)) },
                { _ = try await SyncScans(phone).execute(SyncScansRequest(event: event, scans: [
                    .init(nonce: "nonce-other-1", code: other.ticket.code, direction: .entry, at: fixture.dependencies.fixedClock.now()),
                ])) },
            ]
            for attempt in attempts { #expect(await domainError(attempt) == stranger, "\(event)") }
        }
        #expect(await fixture.store.scans(of: other.event.id).isEmpty)
    }

    @Test func aRevokedLinkOpensNoDoorAtOnce() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        let link = try await fixture.addDoor("Front")
        _ = try await RevokeDoor(fixture.dependencies).execute(DoorRequest(event: "gala", name: "Front"))
        let attempts: [(TestDependencies) async throws -> Void] = [
            { _ = try await OpenDoor($0).execute(OpenDoorRequest(event: "gala")) },
            { _ = try await FindAtDoor($0).execute(FindAtDoorRequest(event: "gala", query: "walk")) },
            { _ = try await DownloadDoorList($0).execute(EventTicketsRequest(event: "gala")) },
            { _ = try await SyncScans($0).execute(SyncScansRequest(event: "gala", scans: [
                .init(nonce: "nonce-late-1", code: ticket.code, direction: .entry, at: fixture.dependencies.fixedClock.now()),
            ])) },
        ]
        for attempt in attempts {
            let phone = fixture.atDoor(link.secret)
            #expect(await domainError { try await attempt(phone) } == .doorLinkInvalid)
        }
        #expect(await fixture.store.scans(of: fixture.event.id).isEmpty)
    }

    /// A door link is no session: everything outside the door wants a signed-in user.
    @Test func aDoorLinkOpensNothingButTheDoor() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        let link = try await fixture.addDoor("Front")
        let phone = fixture.atDoor(link.secret)
        let before = await fixture.store.snapshot()
        let attempts: [() async throws -> Void] = [
            { _ = try await ListTickets(phone).execute(ListTicketsRequest(event: "gala")) },
            { _ = try await ShowTicket(phone).execute(ShowTicketRequest(ticket: ticket.ticket.reference)) },
            { _ = try await IssueTickets(phone).execute(IssueTicketsRequest(event: "gala", type: "regular", name: "Gate Crasher")) },
            { _ = try await CancelTicket(phone).execute(TicketReference(ticket: ticket.ticket.reference)) },
            { _ = try await ListTicketTypes(phone).execute(EventTicketsRequest(event: "gala")) },
            { _ = try await ExportKey(phone).execute(EventTicketsRequest(event: "gala")) },
            { _ = try await AddDoor(phone).execute(AddDoorRequest(event: "gala", name: "Back")) },
            { _ = try await ListDoors(phone).execute(EventTicketsRequest(event: "gala")) },
            { _ = try await RevokeDoor(phone).execute(DoorRequest(event: "gala", name: "Front")) },
            { _ = try await ListConflicts(phone).execute(EventTicketsRequest(event: "gala")) },
        ]
        for attempt in attempts { #expect(await domainError(attempt) == .notSignedIn) }
        #expect(await fixture.store.snapshot() == before)
    }

    /// Without a link, the door is a member's: staff may work it, a stranger finds no event.
    @Test func withoutALinkTheMembersRoleDecides() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        fixture.signIn(fixture.stan)
        let synced = try await SyncScans(fixture.dependencies).execute(SyncScansRequest(event: "gala", device: "phone-7", scans: [
            .init(nonce: "nonce-stan-1", code: ticket.code, direction: .entry, at: fixture.dependencies.fixedClock.now()),
        ]))
        #expect(synced.device == "phone-7" && synced.results.map(\.outcome) == [.recorded])
        #expect(try await FindAtDoor(fixture.dependencies).execute(FindAtDoorRequest(event: "gala", query: "walk")).matches.count == 1)
        #expect(try await DownloadDoorList(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).tickets.count == 1)
        #expect(try await ListConflicts(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).conflicts.isEmpty)
        fixture.signIn(nil)
        #expect(await domainError { _ = try await DownloadDoorList(fixture.dependencies).execute(EventTicketsRequest(event: "gala")) } == .notSignedIn)
    }
}
