import DesignTokens
import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// The door with no database: the key file and, when it has one, the list `tickets door snapshot`
/// wrote. It refuses what it can know and journals only what it lets through.
@Suite struct OfflineDoorTests {
    /// Gala's tickets: `valid` for the door to admit, `cancelled`, `inside` (scanned in online
    /// before the list was made), `spare`; then the key file and the list, and `late`, issued
    /// after the list was made.
    private struct Gala {
        let fixture: Fixture
        let valid: TicketView, cancelled: TicketView, inside: TicketView, spare: TicketView, late: TicketView
        let key: String
        let list: String

        init() async throws {
            fixture = try await Fixture()
            try await fixture.addType("Regular")
            let tickets = try await fixture.issue("regular", name: "Ann Lee", count: 4)
            (valid, cancelled, inside, spare) = (tickets[0], tickets[1], tickets[2], tickets[3])
            try await fixture.cancel(cancelled.ticket.reference)
            _ = try await fixture.door().scan(inside.code)
            key = try await ExportKey(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).keyFile.text
            let list = DoorListPresenter.list(try await DownloadDoorList(fixture.dependencies).execute(EventTicketsRequest(event: "gala")))
            self.list = String(decoding: try JSONEncoder().encode(list.json), as: UTF8.self)
            late = try #require(try await fixture.issue("regular", name: "Late Comer").first)
        }

        func door(list: Bool = true, _ direction: CheckInScan.Direction = .entry, journal: [SyncScansRequest.Scan] = []) throws -> OfflineDoor {
            try OfflineDoor(dependencies: fixture.dependencies, key: key, list: list ? self.list : nil, direction: direction, device: "phone-9",
                            journal: journal)
        }

        /// `seconds` after the fixture's now.
        func at(_ seconds: TimeInterval) -> Date { fixture.dependencies.fixedClock.now().addingTimeInterval(seconds) }
    }

    @Test func withAListItAdmitsTheValidAndRefusesWhatItCanKnow() async throws {
        let gala = try await Gala()
        let other = try await gala.fixture.otherEvent()
        let door = try gala.door()
        let admitted = await door.scan(gala.valid.code + "\r", nonce: "nonce-0001", at: gala.at(1))
        #expect(admitted.refusal == nil && admitted.admitted == 1 && admitted.code == gala.valid.code)
        #expect(admitted.ticket?.holder == "Ann Lee" && admitted.ticket?.reference == gala.valid.ticket.reference && admitted.ticket?.type == "regular")
        #expect(admitted.journal == SyncScansRequest.Scan(nonce: "nonce-0001", code: gala.valid.code, direction: .entry, at: gala.at(1)))

        var refusals: [OfflineScanResponse] = []
        for (index, code) in [tampered(gala.valid.code), other.ticket.code, gala.cancelled.code, gala.late.code, gala.inside.code,
                              gala.valid.code, "garbage"].enumerated() {
            refusals.append(await door.scan(code, nonce: "nonce-100\(index)", at: gala.at(2)))
        }
        #expect(refusals.map(\.refusal) == [
            .tampered, .wrongEvent, .cancelled(at: nil), .unknownTicket,
            .alreadyInside(CheckInScan(ticketID: gala.inside.ticket.id, eventID: gala.fixture.event.id, direction: .entry, device: "another door",
                                       at: gala.fixture.dependencies.fixedClock.now())),
            .alreadyInside(CheckInScan(ticketID: gala.valid.ticket.id, eventID: gala.fixture.event.id, direction: .entry, device: "phone-9", at: gala.at(1))),
            .notACode,
        ])
        #expect(refusals.allSatisfy { $0.journal == nil }, "only what it lets through is journaled")
        #expect(refusals.last?.admitted == 1 && refusals.last?.refused == 7)
        #expect(refusals[2].ticket?.reference == gala.cancelled.ticket.reference, "the list names whose ticket is refused")
    }

    @Test func withoutAListOnlyTheCodeAndItsOwnScansDecide() async throws {
        let gala = try await Gala()
        let door = try gala.door(list: false)
        for (index, ticket) in [gala.cancelled, gala.late, gala.inside].enumerated() {
            let scan = await door.scan(ticket.code, nonce: "nonce-200\(index)", at: gala.at(Double(index)))
            #expect(scan.refusal == nil && scan.journal != nil && scan.ticket == nil, "only the store knows about \(ticket.ticket.holder)")
        }
        #expect(await door.scan(tampered(gala.valid.code), nonce: "nonce-2010", at: gala.at(5)).refusal == .tampered)
        #expect(await door.scan(gala.late.code, nonce: "nonce-2011", at: gala.at(6)).refusal?.reason(for: nil).contains("by phone-9") == true)
    }

    @Test func theJournalGivenAtTheStartIsRemembered() async throws {
        let gala = try await Gala()
        let entered = SyncScansRequest.Scan(nonce: "nonce-3001", code: gala.spare.code, direction: .entry, at: gala.at(-60))
        let again = try gala.door(journal: [entered])
        #expect(await again.scan(gala.spare.code, nonce: "nonce-3002", at: gala.at(1)).refusal
            == .alreadyInside(CheckInScan(ticketID: gala.spare.ticket.id, eventID: gala.fixture.event.id, direction: .entry, device: "phone-9", at: gala.at(-60))))
        let left = SyncScansRequest.Scan(nonce: "nonce-3003", code: gala.spare.code, direction: .exit, at: gala.at(-30))
        let afterExit = try gala.door(journal: [entered, left])
        #expect(await afterExit.scan(gala.spare.code, nonce: "nonce-3004", at: gala.at(1)).refusal == nil)
        let insideLeft = SyncScansRequest.Scan(nonce: "nonce-3005", code: gala.inside.code, direction: .exit, at: gala.at(-30))
        #expect(await (try gala.door(journal: [insideLeft])).scan(gala.inside.code, nonce: "nonce-3006", at: gala.at(1)).refusal == nil,
                "its own exit outweighs the list's inside")
    }

    /// Offline, a door cannot know that a ticket is not inside (another door may have let it in
    /// since the list was made), and an exit refused would leave no record of a guest who left.
    @Test func inExitModeItLetsOutAnyValidTicket() async throws {
        let gala = try await Gala()
        let door = try gala.door(.exit)
        let out = await door.scan(gala.inside.code, nonce: "nonce-4001", at: gala.at(1))
        #expect(out.refusal == nil && out.direction == .exit && out.journal?.direction == .exit && out.admitted == 1)
        let elsewhere = await door.scan(gala.valid.code, nonce: "nonce-4002", at: gala.at(2))
        #expect(elsewhere.refusal == nil && elsewhere.journal?.direction == .exit, "let in by another door after the list")
        #expect(await door.scan(gala.cancelled.code, nonce: "nonce-4003", at: gala.at(3)).refusal == .cancelled(at: nil))
        #expect(await door.scan(tampered(gala.valid.code), nonce: "nonce-4004", at: gala.at(4)).refusal == .tampered)
        let outAgain = await door.scan(gala.valid.code, nonce: "nonce-4005", at: gala.at(5))
        #expect(outAgain.refusal == nil && outAgain.admitted == 3 && outAgain.refused == 2)
    }

    @Test func aKeyAndAListMustBeOfOneEvent() async throws {
        let gala = try await Gala()
        let other = try await gala.fixture.otherEvent()
        let otherKey = try await ExportKey(gala.fixture.dependencies).execute(EventTicketsRequest(event: "other")).keyFile.text
        let attempts: [(key: String, list: String?, device: String, field: String)] = [
            (otherKey, gala.list, "phone-9", "list"),
            ("nonsense", nil, "phone-9", "key"),
            (gala.key, "{}", "phone-9", "list"),
            (gala.key, gala.list.replacingOccurrences(of: gala.fixture.event.id.description, with: other.event.id.description), "phone-9", "list"),
            (gala.key, nil, "", "device"),
        ]
        for attempt in attempts {
            let error = await domainError {
                _ = try OfflineDoor(dependencies: gala.fixture.dependencies, key: attempt.key, list: attempt.list, direction: .entry,
                                    device: attempt.device, journal: [])
            }
            #expect(error?.field == attempt.field && error?.category == .invalidData, "\(attempt.field)")
        }
    }

    /// What the door let through offline, uploaded: all recorded, and what the store would have
    /// refused shows as conflicts.
    @Test func itsJournalSyncsWithItsConflicts() async throws {
        let gala = try await Gala()
        let door = try gala.door(list: false)
        var journal: [SyncScansRequest.Scan] = []
        for (index, ticket) in [gala.valid, gala.cancelled, gala.inside].enumerated() {
            journal += [await door.scan(ticket.code, nonce: "nonce-500\(index)", at: gala.at(Double(index))).journal].compactMap { $0 }
        }
        gala.fixture.dependencies.fixedClock.advance(by: 60)
        let synced = try await SyncScans(gala.fixture.dependencies).execute(SyncScansRequest(event: "gala", device: "phone-9", scans: journal))
        #expect(synced.results.map(\.outcome) == [.recorded, .recorded, .recorded])
        #expect(synced.conflicts.map(\.kind) == [.afterCancellation, .admittedTwice])
        #expect(synced.conflicts.map(\.ticket.ticket.id) == [gala.cancelled.ticket.id, gala.inside.ticket.id])
    }
}
