public import Domain
import Foundation
import Testing

/// What every `CheckInRepository` does.
public enum CheckInRepositoryContract {
    public typealias Store = any CheckInRepository & TicketRepository & TicketTypeRepository & EventRepository & UserRepository
    private typealias T = TicketContractFixtures

    static func scan(_ ticket: Ticket, _ direction: CheckInScan.Direction, by device: String = "door-1", at offset: TimeInterval,
                     nonce: String? = nil) -> CheckInScan {
        CheckInScan(ticketID: ticket.id, eventID: ticket.eventID, direction: direction, device: device, at: ContractFixtures.instant(offset),
                    nonce: nonce)
    }

    /// `scan` recorded in `store`: its outcome, once checked that it names its ticket as
    /// `ticket(id:)` reads it after the scan, or none when that is no ticket of the scan's event.
    static func record(_ store: Store, _ scan: CheckInScan) async throws -> ScanOutcome {
        let recorded = try await store.record(scan)
        let stored = try await store.ticket(id: scan.ticketID)
        #expect(recorded.ticket == (stored?.eventID == scan.eventID ? stored : nil), "the ticket a scan of \(scan.ticketID) names")
        return recorded.outcome
    }

    /// Scans recorded as they happen (`record`), then scans uploaded (`upload`, in
    /// `CheckInRepositoryContract+Uploads.swift`), then both at random (`+Histories.swift`).
    public static let cases: [ContractCase<Store>] = recordCases + uploadCases + historyCases

    static let recordCases: [ContractCase<Store>] = [
        ContractCase("an entry is recorded once; a second says when and where; an exit allows re-entry") { (store: Store) async throws in
            let (gala, regular) = try await T.eventWithType(in: store)
            let ticket = T.ticket("GGGG1111", of: regular)
            try await store.issue(event: gala.id) { _, _, _ in ([ticket], ()) }
            let entry = scan(ticket, .entry, by: "door-2", at: 100)
            #expect(try await record(store, scan(ticket, .exit, at: 50)) == .notInside)
            #expect(try await record(store, entry) == .recorded)
            #expect(try await record(store, scan(ticket, .entry, at: 110)) == .alreadyInside(entry))
            let exit = scan(ticket, .exit, at: 120)
            #expect(try await record(store, exit) == .recorded)
            #expect(try await record(store, scan(ticket, .exit, at: 125)) == .notInside)
            let again = scan(ticket, .entry, at: 130)
            #expect(try await record(store, again) == .recorded)
            #expect(try await store.scans(of: gala.id) == [entry, exit, again])
        },
        ContractCase("unknown, other event's and cancelled tickets are refused and store nothing") { (store: Store) async throws in
            let (gala, regular) = try await T.eventWithType(in: store)
            let (other, otherType) = try await T.eventWithType(in: store, "other")
            let ticket = T.ticket("HHHH1111", of: regular)
            let foreign = T.ticket("HHHH2222", of: otherType)
            try await store.issue(event: gala.id) { _, _, _ in ([ticket], ()) }
            try await store.issue(event: other.id) { _, _, _ in ([foreign], ()) }
            let stranger = T.ticket("HHHH3333", of: regular)
            #expect(try await record(store, scan(stranger, .entry, at: 1)) == .unknownTicket)
            let misplaced = CheckInScan(ticketID: foreign.id, eventID: gala.id, direction: .entry, device: "d", at: ContractFixtures.instant())
            #expect(try await record(store, misplaced) == .unknownTicket)
            _ = try await store.cancel(ticket.id, at: ContractFixtures.instant(5))
            #expect(try await record(store, scan(ticket, .entry, at: 6)) == .cancelled(at: ContractFixtures.instant(5)))
            #expect(try await store.scans(of: gala.id).isEmpty)
        },
        ContractCase("many scans of one ticket at once record exactly one entry") { (store: Store) async throws in
            let (gala, regular) = try await T.eventWithType(in: store)
            let ticket = T.ticket("IIII1111", of: regular)
            try await store.issue(event: gala.id) { _, _, _ in ([ticket], ()) }
            let outcomes = try await withThrowingTaskGroup(of: ScanOutcome.self) { group in
                for door in 0..<8 { group.addTask { try await record(store, scan(ticket, .entry, by: "door-\(door)", at: Double(door))) } }
                return try await group.reduce(into: [ScanOutcome]()) { $0.append($1) }
            }
            #expect(outcomes.count { $0 == .recorded } == 1)
            #expect(try await store.scans(of: gala.id).count == 1)
        },
    ]
}
