import Domain
import DomainTestSupport
import Foundation
import Testing
import Tickets

/// Uploads of scans made offline: each recorded once by its nonce, whatever the ticket's state;
/// only what cannot be this event's ticket refused; what the store would have refused online
/// reported as a conflict.
@Suite struct SyncScansTests {
    /// A scan made `ago` seconds before the fixture's now.
    private func scan(_ code: String, _ nonce: String, _ direction: CheckInScan.Direction = .entry, ago: TimeInterval = 0,
                      in fixture: Fixture) -> SyncScansRequest.Scan {
        SyncScansRequest.Scan(nonce: nonce, code: code, direction: direction, at: fixture.dependencies.fixedClock.now().addingTimeInterval(-ago))
    }

    private func sync(_ scans: [SyncScansRequest.Scan], from device: String = "phone-1", in fixture: Fixture) async throws -> SyncResponse {
        try await SyncScans(fixture.dependencies).execute(SyncScansRequest(event: "gala", device: device, scans: scans))
    }

    @Test func eachScanIsRecordedOnceAndWhatIsNoTicketOfTheEventIsRefused() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let tickets = try await fixture.issue("regular", count: 2)
        let other = try await fixture.otherEvent()
        let unknown = try await fixture.codeOfUnknownTicket()
        let upload = [
            scan(tickets[0].code, "nonce-0001", ago: 300, in: fixture),
            scan(tampered(tickets[1].code), "nonce-0002", ago: 290, in: fixture),
            scan(other.ticket.code, "nonce-0003", ago: 280, in: fixture),
            scan(unknown, "nonce-0004", ago: 270, in: fixture),
            scan("not a code at all", "nonce-0005", ago: 260, in: fixture),
            scan(tickets[1].code, "nonce-0006", ago: 250, in: fixture),
            scan(tickets[1].code, "nonce-0006", .exit, ago: 240, in: fixture),
        ]
        let first = try await sync(upload, in: fixture)
        #expect(first.results.map(\.nonce) == upload.map(\.nonce))
        #expect(first.results.map(\.outcome) == [.recorded, .refused(.tampered), .refused(.wrongEvent), .refused(.unknownTicket),
                                                 .refused(.notACode), .recorded, .duplicate])
        let recorded = await fixture.store.scans(of: fixture.event.id)
        #expect(recorded.map(\.nonce) == ["nonce-0001", "nonce-0006"] && recorded.allSatisfy { $0.device == "phone-1" && $0.direction == .entry })
        #expect(recorded.map(\.at) == [upload[0].at, upload[5].at], "as it happened, not when uploaded")

        fixture.dependencies.fixedClock.advance(by: 60)
        let before = await fixture.store.snapshot()
        let again = try await sync(upload, from: "phone-2", in: fixture)
        #expect(again.results.map(\.outcome) == [.duplicate, .refused(.tampered), .refused(.wrongEvent), .refused(.unknownTicket),
                                                 .refused(.notACode), .duplicate, .duplicate])
        #expect(await fixture.store.snapshot() == before)
        #expect(await fixture.store.scans(of: other.event.id).isEmpty)
    }

    @Test func anEmptyUploadRecordsNothing() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let synced = try await sync([], in: fixture)
        #expect(synced.results.isEmpty && synced.conflicts.isEmpty)
    }

    @Test func aBadNonceOrAScanFromTheFutureRefusesTheWholeUpload() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        let good = scan(ticket.code, "nonce-good", in: fixture)
        for nonce in ["short", String(repeating: "n", count: 65), "nonce with spaces", "nonce/slash+plus", "nonce-ünï"] {
            try await fixture.expectRefusedChangingNothing("\(nonce)") {
                _ = try await sync([good, scan(ticket.code, nonce, .exit, in: fixture)], in: fixture)
            }
            let error = await domainError { _ = try await sync([good, scan(ticket.code, nonce, .exit, in: fixture)], in: fixture) }
            #expect(error?.field == "nonce")
        }
        let future = scan(ticket.code, "nonce-late", .exit, ago: -11 * 60, in: fixture)
        try await fixture.expectRefusedChangingNothing { _ = try await sync([good, future], in: fixture) }
        #expect(await domainError { _ = try await sync([good, future], in: fixture) }?.field == "at")
        let skewed = scan(ticket.code, "nonce-skewed", .exit, ago: -9 * 60, in: fixture)
        #expect(try await sync([good, skewed], in: fixture).results.map(\.outcome) == [.recorded, .recorded], "a door's clock a little ahead")
        #expect(try await sync([scan(ticket.code, String(repeating: "n", count: 64), .entry, in: fixture)], in: fixture).results.map(\.outcome) == [.recorded])
    }

    /// A scan older than the event (past the clock's slack), or one of more than 50 of one
    /// ticket in an upload, refuses the whole upload.
    @Test func aScanFromBeforeTheEventOrTooManyOfOneTicketRefuseTheWholeUpload() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let tickets = try await fixture.issue("regular", count: 2)
        let good = scan(tickets[0].code, "nonce-good", in: fixture)
        let now = fixture.dependencies.fixedClock.now()
        for (index, at) in [Date(timeIntervalSince1970: -62_135_596_800), now.addingTimeInterval(-365 * 86_400),
                                     fixture.event.createdAt.addingTimeInterval(-11 * 60)].enumerated() {
            let old = SyncScansRequest.Scan(nonce: "nonce-old-\(index)", code: tickets[1].code, direction: .entry, at: at)
            try await fixture.expectRefusedChangingNothing("\(at)") { _ = try await sync([good, old], in: fixture) }
            let error = await domainError { _ = try await sync([good, old], in: fixture) }
            #expect(error?.field == "at" && error?.reason.contains("before this event's door could scan") == true, "\(String(describing: error))")
        }
        // Past the event's bound, a scan is still refused when dated before its ticket was issued.
        let issuedAt = tickets[1].ticket.issuedAt
        let beforeTicket = SyncScansRequest.Scan(nonce: "nonce-early", code: tickets[1].code, direction: .entry,
                                                 at: fixture.event.createdAt.addingTimeInterval(-9 * 60))
        try await fixture.expectRefusedChangingNothing { _ = try await sync([good, beforeTicket], in: fixture) }
        let error = await domainError { _ = try await sync([good, beforeTicket], in: fixture) }
        #expect(error?.field == "at" && error?.reason.contains("before its ticket was issued") == true, "\(String(describing: error))")
        let lately = SyncScansRequest.Scan(nonce: "nonce-slack", code: tickets[1].code, direction: .entry, at: issuedAt.addingTimeInterval(-9 * 60))
        #expect(try await sync([lately], in: fixture).results.map(\.outcome) == [.recorded], "within the clock's slack")

        let inAndOut = (0..<51).map { scan(tickets[0].code, "nonce-many-\($0)", $0 % 2 == 0 ? .entry : .exit, in: fixture) }
        try await fixture.expectRefusedChangingNothing { _ = try await sync(inAndOut, in: fixture) }
        #expect(await domainError { _ = try await sync(inAndOut, in: fixture) }?.field == "scans")
        #expect(try await sync(Array(inAndOut.prefix(50)), in: fixture).results.count == 50, "fifty of one ticket are a long night")
    }

    @Test func twoDevicesLettingTheSameTicketInAreOneConflictAndOneArrival() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular", name: "Ann Lee").first)
        // The later entry is uploaded first: the conflict is decided by when scans happened.
        let second = try await sync([scan(ticket.code, "nonce-p2-1", ago: 300, in: fixture)], from: "phone-2", in: fixture)
        #expect(second.conflicts.isEmpty)
        let first = try await sync([scan(ticket.code, "nonce-p1-1", ago: 600, in: fixture)], from: "phone-1", in: fixture)
        let conflict = try #require(first.conflicts.first)
        #expect(first.conflicts.count == 1 && conflict.kind == .admittedTwice)
        #expect(conflict.scan.device == "phone-2" && conflict.first?.device == "phone-1" && conflict.ticket.ticket.holder == "Ann Lee")
        #expect(conflict.scan.at == fixture.dependencies.fixedClock.now().addingTimeInterval(-300))
        #expect(conflict.first?.at == fixture.dependencies.fixedClock.now().addingTimeInterval(-600))

        _ = try await sync([scan(ticket.code, "nonce-p1-1", ago: 600, in: fixture), scan(ticket.code, "nonce-p2-1", ago: 300, in: fixture)], in: fixture)
        let listed = try await ListConflicts(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).conflicts
        #expect(listed == [conflict], "uploading again adds none")
        let scans = await fixture.store.scans(of: fixture.event.id)
        #expect(scans.count == 2 && scans.ticketsAdmitted == 1)
        let section = try #require(try await TicketsDashboardContributor(fixture.dependencies).section(for: fixture.event, seenAs: .owner))
        #expect(section.items.first { $0.label == "Checked in now" }?.value == "1")
        #expect(section.items.first { $0.label == "Door conflicts" }?.value == "1 to look into")
        #expect(section.items.first { $0.label == "Arrivals per 15 min" }?.value.hasSuffix("peak 1") == true, "one person arrived")
    }

    /// A day's journal (more tickets than a phone queues) is checked against its tickets too.
    @Test func aLargeUploadWithOneScanBeforeItsTicketIsRefusedWhole() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        var tickets: [TicketView] = []
        for _ in 0..<7 { tickets += try await fixture.issue("regular", count: 10) }
        fixture.dependencies.fixedClock.advance(by: 3600)
        var scans = tickets.enumerated().map { index, ticket in scan(ticket.code, "nonce-day-\(index)", ago: 60, in: fixture) }
        scans[69] = scan(tickets[69].code, "nonce-early", ago: 3600 + 11 * 60, in: fixture)
        try await fixture.expectRefusedChangingNothing { _ = try await sync(scans, in: fixture) }
        let error = await domainError { _ = try await sync(scans, in: fixture) }
        #expect(error?.reason.contains("scan 'nonce-early'") == true && error?.reason.contains("before its ticket was issued") == true,
                "\(String(describing: error))")
        scans[69] = scan(tickets[69].code, "nonce-late", ago: 3600 + 9 * 60, in: fixture)
        #expect(try await sync(scans, in: fixture).results.allSatisfy { $0.outcome == .recorded }, "within the clock's slack")
    }

    @Test func anExitBetweenTwoEntriesIsNoConflict() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        fixture.dependencies.fixedClock.advance(by: 3600)
        _ = try await sync([scan(ticket.code, "nonce-in-1", ago: 900, in: fixture), scan(ticket.code, "nonce-in-2", ago: 300, in: fixture)], in: fixture)
        let exit = try await sync([scan(ticket.code, "nonce-out-1", .exit, ago: 600, in: fixture)], from: "phone-2", in: fixture)
        #expect(exit.results.map(\.outcome) == [.recorded] && exit.conflicts.isEmpty)
        #expect(try await ListConflicts(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).conflicts.isEmpty)
        #expect(await fixture.store.scans(of: fixture.event.id).map(\.nonce) == ["nonce-in-1", "nonce-out-1", "nonce-in-2"])
    }

    @Test func anEntryAfterTheCancellationIsRecordedAndAConflict() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let tickets = try await fixture.issue("regular", count: 2)
        fixture.dependencies.fixedClock.advance(by: 600)
        try await fixture.cancel(tickets[0].ticket.reference)
        try await fixture.cancel(tickets[1].ticket.reference)
        let cancelledAt = fixture.dependencies.fixedClock.now()
        fixture.dependencies.fixedClock.advance(by: 600)
        let synced = try await sync([
            scan(tickets[0].code, "nonce-before", ago: 601, in: fixture),
            scan(tickets[1].code, "nonce-at", ago: 600, in: fixture),
            scan(tickets[0].code, "nonce-exit", .exit, ago: 300, in: fixture),
            scan(tickets[0].code, "nonce-after", ago: 60, in: fixture),
        ], in: fixture)
        #expect(synced.results.map(\.outcome) == [.recorded, .recorded, .recorded, .recorded], "it happened")
        #expect(synced.conflicts.map(\.scan.nonce) == ["nonce-at", "nonce-after"])
        #expect(synced.conflicts.allSatisfy { $0.kind == .afterCancellation && $0.cancelledAt == cancelledAt && $0.first == nil })
        let refused = try await fixture.door().scan(tickets[1].code)
        if case .cancelled = refused.refusal {} else { Issue.record("online, a cancelled ticket is refused: \(String(describing: refused.refusal))") }
    }

    /// Online scans are the store's own word; an offline upload that contradicts one is the
    /// upload's conflict, and the online door refuses what an upload says is inside.
    @Test func onlineAndOfflineScansMeet() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let tickets = try await fixture.issue("regular", count: 2)
        #expect(try await fixture.door(device: "desk").scan(tickets[0].code).isRecorded)
        fixture.dependencies.fixedClock.advance(by: 120)
        let synced = try await sync([scan(tickets[0].code, "nonce-dup-1", ago: 60, in: fixture), scan(tickets[1].code, "nonce-new-1", ago: 60, in: fixture)], in: fixture)
        #expect(synced.conflicts.map(\.kind) == [.admittedTwice] && synced.conflicts.first?.first?.device == "desk")
        let refused = try await fixture.door(device: "desk").scan(tickets[1].code)
        #expect(refused.refusal?.reason(for: fixture.event).hasSuffix("by phone-1") == true)
    }

    /// An entry made offline before an online one, uploaded after it: the online entry is the
    /// second, so it is the one listed.
    @Test func anEarlierOfflineEntryMakesTheOnlineOneTheSecond() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        fixture.dependencies.fixedClock.advance(by: 120)
        #expect(try await fixture.door(device: "desk").scan(ticket.code).isRecorded)
        let synced = try await sync([scan(ticket.code, "nonce-early-1", ago: 60, in: fixture)], in: fixture)
        #expect(synced.conflicts.map(\.kind) == [.admittedTwice])
        #expect(synced.conflicts.first?.scan.device == "desk" && synced.conflicts.first?.first?.device == "phone-1")
    }

    @Test func anUploadHasAnUpperBound() async throws {
        let fixture = try await Fixture()
        try await fixture.addType("Regular")
        let ticket = try #require(try await fixture.issue("regular").first)
        let many = (0...100_000).map { scan(ticket.code, "nonce-\($0 + 100_000)", in: fixture) }
        let error = await domainError { _ = try await sync(many, in: fixture) }
        #expect(error?.field == "scans")
    }
}
