import Domain
import DomainTestSupport
import Foundation
import Testing
@testable import Tickets

/// Property: an online door and two or three phones uploading what they scanned offline (entries
/// and exits at random times, a phone's clock a little ahead now and then, some tickets cancelled
/// on the way), in any order, keep the door's rule. After every step: the store holds every scan
/// in the order they happened; (1) an online entry is never recorded for a ticket the replay says
/// is inside; (2) every entry the replay sees while its ticket is inside, or of a cancelled ticket
/// at or after its cancellation from an upload, is listed as a conflict exactly once; (3)
/// uploading again any prefix of what a phone uploaded changes nothing; (4) the dashboard's
/// "Checked in now" is the number the replay says are inside. A seed stops at its first broken
/// step, which its message names.
@Suite struct DoorScansPropertyTests {
    /// The test's own account of the event's scans, kept apart from the store's.
    private struct Replay {
        struct Scan: Hashable {
            let ticket: TicketID
            let direction: CheckInScan.Direction
            let at: Date
            let device: String
            let nonce: String?

            init(ticket: TicketID, direction: CheckInScan.Direction, at: Date, device: String, nonce: String?) {
                (self.ticket, self.direction, self.at, self.device, self.nonce) = (ticket, direction, at, device, nonce)
            }

            init(_ stored: CheckInScan) {
                self.init(ticket: stored.ticketID, direction: stored.direction, at: stored.at, device: stored.device, nonce: stored.nonce)
            }
        }

        struct Conflict: Hashable {
            let kind: ScanConflict.Kind
            let scan: Scan
            let first: Scan?
            let cancelledAt: Date?

            init(kind: ScanConflict.Kind, scan: Scan, first: Scan?, cancelledAt: Date?) {
                (self.kind, self.scan, self.first, self.cancelledAt) = (kind, scan, first, cancelledAt)
            }

            init(_ listed: ScanConflict) {
                self.init(kind: listed.kind, scan: Scan(listed.scan), first: listed.first.map(Scan.init), cancelledAt: listed.cancelledAt)
            }
        }

        /// In the order stored; `ordered` is the order they happened.
        private var stored: [Scan] = []
        private var nonces: Set<String> = []
        var cancelled: [TicketID: Date] = [:]

        var ordered: [Scan] {
            stored.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)
        }

        var inside: Set<TicketID> {
            var last: [TicketID: CheckInScan.Direction] = [:]
            for scan in ordered { last[scan.ticket] = scan.direction }
            return Set(last.filter { $0.value == .entry }.keys)
        }

        /// Whether the store records an online scan: a valid ticket going in from outside or
        /// out from inside.
        mutating func online(_ scan: Scan) -> Bool {
            guard cancelled[scan.ticket] == nil, inside.contains(scan.ticket) == (scan.direction == .exit) else { return false }
            stored.append(scan)
            return true
        }

        /// Whether an uploaded scan is recorded: once by its nonce, whatever the ticket's state.
        mutating func upload(_ scan: Scan) -> Bool {
            guard let nonce = scan.nonce, nonces.insert(nonce).inserted else { return false }
            stored.append(scan)
            return true
        }

        var conflicts: [Conflict] {
            var inside: [TicketID: Scan] = [:]
            var found: [Conflict] = []
            for scan in ordered {
                guard scan.direction == .entry else {
                    inside[scan.ticket] = nil
                    continue
                }
                if let first = inside[scan.ticket] {
                    found.append(Conflict(kind: .admittedTwice, scan: scan, first: first, cancelledAt: nil))
                } else {
                    inside[scan.ticket] = scan
                    if scan.nonce != nil, let cancellation = cancelled[scan.ticket], scan.at >= cancellation {
                        found.append(Conflict(kind: .afterCancellation, scan: scan, first: nil, cancelledAt: cancellation))
                    }
                }
            }
            return found
        }
    }

    /// What an upload answered for one scan, without the reason of a refusal.
    private enum Answer: Hashable {
        case recorded, duplicate, refused

        init(_ outcome: SyncResponse.Outcome) {
            switch outcome {
            case .recorded: self = .recorded
            case .duplicate: self = .duplicate
            case .refused: self = .refused
            }
        }
    }

    @Test(arguments: [1, 2, 3, 5, 8, 13, 42, 2026] as [UInt64])
    func onlineAndOfflineDoorsKeepTheDoorsRule(seed: UInt64) async throws {
        var random = SeededRandom(seed: seed)
        let fixture = try await Fixture()
        let clock = fixture.dependencies.fixedClock
        try await fixture.addType("Regular")
        let tickets = try await fixture.issue("regular", count: 6)
        // The doors open an hour after the tickets were issued: no scan is dated before its ticket.
        clock.advance(by: 3600)
        let phones = (1...(2 + Int(random.next() % 2))).map { "phone-\($0)" }
        let desk = [CheckInScan.Direction.entry: try await fixture.door(.entry, device: "desk"), .exit: try await fixture.door(.exit, device: "desk")]
        var replay = Replay()
        var made: [String: [SyncScansRequest.Scan]] = [:]
        var uploaded: [String: [SyncScansRequest.Scan]] = [:]
        var forged: Set<String> = []
        for step in 0..<300 {
            let when = "seed \(seed), step \(step)"
            clock.advance(by: Double(random.next() % 120))
            let now = clock.now()
            let ticket = tickets[Int(random.next() % UInt64(tickets.count))]
            let direction: CheckInScan.Direction = random.next() % 3 == 0 ? .exit : .entry
            let phone = phones[Int(random.next() % UInt64(phones.count))]
            switch random.next() % 10 {
            case 0..<4:
                let insideBefore = ScanHistory.inside(await fixture.store.scans(of: fixture.event.id))
                let answer = try await desk[direction]!.scan(ticket.code)
                let expected = replay.online(Replay.Scan(ticket: ticket.ticket.id, direction: direction, at: now, device: "desk", nonce: nil))
                try #require(answer.isRecorded == expected, "\(when): online \(direction) of \(ticket.ticket.reference): \(String(describing: answer.refusal))")
                if answer.isRecorded, direction == .entry { try #require(!insideBefore.contains(ticket.ticket.id), "(1) \(when)") }
            case 4..<7:
                // Most offline scans are minutes old when uploaded; now and then a phone's clock runs ahead.
                let offset = random.next() % 8 == 0 ? Double(random.next() % 300) : -Double(random.next() % 900)
                made[phone, default: []].append(.init(nonce: "nonce-\(seed)-\(step)", code: ticket.code, direction: direction, at: now + offset))
            case 7, 8:
                var batch = made.removeValue(forKey: phone) ?? []
                if random.next() % 4 == 0 {
                    forged.insert("forged-\(seed)-\(step)")
                    batch.append(.init(nonce: "forged-\(seed)-\(step)", code: tampered(ticket.code), direction: .entry, at: now))
                }
                if random.next() % 4 == 0, let first = batch.first { batch.append(first) }
                let synced = try await SyncScans(fixture.dependencies).execute(SyncScansRequest(event: "gala", device: phone, scans: batch))
                let genuine = batch.filter { !forged.contains($0.nonce) }
                let touched = Set(genuine.map { scan in tickets.first { $0.code == scan.code }!.ticket.id })
                let expected = batch.map { scan -> Answer in
                    guard !forged.contains(scan.nonce) else { return .refused }
                    let id = tickets.first { $0.code == scan.code }!.ticket.id
                    return replay.upload(Replay.Scan(ticket: id, direction: scan.direction, at: scan.at, device: phone, nonce: scan.nonce)) ? .recorded : .duplicate
                }
                try #require(synced.results.map { Answer($0.outcome) } == expected, "\(when)")
                try #require(synced.conflicts.map(Replay.Conflict.init) == replay.conflicts.filter { touched.contains($0.scan.ticket) }, "\(when)")
                uploaded[phone, default: []] += batch
            default:
                let valid = tickets.filter { replay.cancelled[$0.ticket.id] == nil }
                guard valid.count > tickets.count / 2 else { break }
                let cancelled = valid[Int(random.next() % UInt64(valid.count))].ticket
                try await fixture.cancel(cancelled.reference)
                replay.cancelled[cancelled.id] = now
            }
            try await expectTheRuleHolds(fixture, replay, when)
            try await expectUploadingAgainChangesNothing(fixture, uploaded, &random, when)
        }
    }

    private func expectTheRuleHolds(_ fixture: Fixture, _ replay: Replay, _ when: String) async throws {
        let scans = await fixture.store.scans(of: fixture.event.id)
        try #require(scans.map(Replay.Scan.init) == replay.ordered, "\(when): the store's scans")
        let conflicts = try await ListConflicts(fixture.dependencies).execute(EventTicketsRequest(event: "gala")).conflicts
        try #require(conflicts.map(Replay.Conflict.init) == replay.conflicts, "(2) \(when)")
        let section = try #require(try await TicketsDashboardContributor(fixture.dependencies).section(for: fixture.event, seenAs: .owner))
        try #require(section.items.first { $0.label == "Checked in now" }?.value == String(replay.inside.count), "(4) \(when)")
        try #require(ScanHistory.inside(scans) == replay.inside, "(4) \(when)")
        let shown = section.items.first { $0.label == "Door conflicts" }?.value
        try #require(shown == (replay.conflicts.isEmpty ? nil : "\(replay.conflicts.count) to look into"), "\(when)")
    }

    /// (3): a prefix of what one phone uploaded, sent again, records nothing.
    private func expectUploadingAgainChangesNothing(_ fixture: Fixture, _ uploaded: [String: [SyncScansRequest.Scan]],
                                                    _ random: inout SeededRandom, _ when: String) async throws {
        let phones = uploaded.keys.sorted()
        guard !phones.isEmpty else { return }
        let phone = phones[Int(random.next() % UInt64(phones.count))]
        let all = uploaded[phone] ?? []
        let prefix = Array(all.prefix(Int(random.next() % UInt64(all.count + 1))))
        let before = await fixture.store.snapshot()
        let synced = try await SyncScans(fixture.dependencies).execute(SyncScansRequest(event: "gala", device: phone, scans: prefix))
        try #require(!synced.results.contains { $0.outcome == .recorded }, "(3) \(when)")
        try #require(await fixture.store.snapshot() == before, "(3) \(when)")
    }
}
