import Domain
import Foundation
import PostgresStore
import Testing

/// Several stores (each with its own connections, as several machines would have) racing for
/// the same rows: the locks the store takes must make them decide one after the other. Each
/// store is used once before the race, so its schema check (serialised by the migration lock)
/// is not what keeps them apart.
@Suite struct ConcurrencyTests {
    @Test func doorsScanningOneTicketAtOnceRecordItsEntryExactlyOnce() async throws {
        try await withSchema { location in
            let setup = try PostgresStore(location)
            let (event, _) = try await seededEvent("gala", in: setup)
            let type = try await seededType(of: event, quota: nil, in: setup)
            let ticket = makeTicket(of: type, "REF-1")
            try await setup.issue(event: event.id) { _, _, _ in ([ticket], ()) }

            let doors = try await warmedStores(8, location)
            let outcomes = try await withThrowingTaskGroup(of: ScanOutcome.self) { group in
                for (door, store) in doors.enumerated() {
                    group.addTask {
                        try await store.record(CheckInScan(ticketID: ticket.id, eventID: event.id, direction: .entry,
                                                           device: "door-\(door)", at: Date(timeIntervalSince1970: 1_780_004_000))).outcome
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            #expect(outcomes.filter { $0 == .recorded }.count == 1)
            #expect(outcomes.filter { if case .alreadyInside = $0 { true } else { false } }.count == 7)
            #expect(try await setup.scans(of: event.id).count == 1)
        }
    }

    @Test func sellersRacingForTheLastPlacesNeverSellPastTheQuota() async throws {
        try await withSchema { location in
            let setup = try PostgresStore(location)
            let (event, _) = try await seededEvent("gala", in: setup)
            let type = try await seededType(of: event, quota: 10, in: setup)

            let sellers = try await warmedStores(8, location)
            let sold = try await withThrowingTaskGroup(of: Int.self) { group in
                for (seller, store) in sellers.enumerated() {
                    group.addTask {
                        try await store.issue(event: event.id) { _, _, counts in
                            guard counts.byType[type.id, default: 0] + 3 <= 10 else { return ([], 0) }
                            return ((0..<3).map { makeTicket(of: type, "S\(seller)-\($0)") }, 3)
                        }
                    }
                }
                return try await group.reduce(0, +)
            }

            #expect(sold == 9)
            #expect(try await setup.tickets(of: event.id).count == 9)
        }
    }

    @Test func organisersCreatingEventsFromOneTitleAtOnceGetDistinctHandles() async throws {
        try await withSchema { location in
            let setup = try PostgresStore(location)
            let (_, owner) = try await seededEvent("other", in: setup)

            let organisers = try await warmedStores(6, location)
            let handles = try await withThrowingTaskGroup(of: String.self) { group in
                for store in organisers {
                    group.addTask {
                        let event = try makeEvent("launch")
                        let stored = try await store.createNumberingHandle(
                            event, owner: Membership(eventID: event.id, userID: owner.id, role: .owner, addedAt: event.createdAt))
                        return stored.handle.value
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }

            #expect(Set(handles) == ["launch", "launch-2", "launch-3", "launch-4", "launch-5", "launch-6"])
        }
    }

    /// The test's connection holds what a seller of one type holds mid-sale (the event's row
    /// shared, the type's row locked): a sale of another type of the event goes through at
    /// once, a sale of the same type waits for it.
    @Test func typesOfOneEventSellInParallelWhileEachTypeSellsOneAtATime() async throws {
        try await withSchema { location in
            let store = try PostgresStore(location)
            let (event, _) = try await seededEvent("gala", in: store)
            let held = try await seededType(of: event, quota: 10, in: store)
            let other = try await seededType(of: event, quota: 10, number: 2, handle: "balcony", in: store)

            try await behindTheStore(location) { client in
                try await client.withConnection { connection in
                    try await connection.query("BEGIN", logger: connection.logger)
                    try await connection.query("SELECT 1 FROM events WHERE id = \(event.id.description) FOR SHARE",
                                               logger: connection.logger)
                    try await connection.query("SELECT 1 FROM ticket_types WHERE id = \(held.id.description) FOR NO KEY UPDATE",
                                               logger: connection.logger)

                    // The limits only make a wait for the lock this test holds (which would never
                    // end) a failure: how long a sale takes on a busy machine decides nothing.
                    let otherSold = try await within(.seconds(60)) {
                        try await store.issue(event: event.id) { _, _, _ in ([makeTicket(of: other, "B-1")], true) }
                    }
                    #expect(otherSold == true)

                    let sellingHeld = Task {
                        try await store.issue(event: event.id) { _, _, _ in ([makeTicket(of: held, "A-1")], true) }
                    }
                    _ = try await backendBlocked(by: connection)
                    try await connection.query("COMMIT", logger: connection.logger)
                    #expect(try await within(.seconds(60)) { try await sellingHeld.value } == true)
                }
            }
            #expect(Set(try await store.tickets(of: event.id).map(\.reference)) == ["A-1", "B-1"])
        }
    }

    /// A plain `create` (no numbering lock) holding "launch" uncommitted while an organiser
    /// numbers it: once it commits, the organiser takes the next number instead of failing.
    @Test func numberingAHandleAnotherCreateIsCommittingTakesTheNextNumber() async throws {
        try await withSchema { location in
            let store = try PostgresStore(location)
            let (_, owner) = try await seededEvent("other", in: store)

            let stored = try await behindTheStore(location) { client in
                try await client.withConnection { connection in
                    try await connection.query("BEGIN", logger: connection.logger)
                    try await connection.query("""
                        INSERT INTO events SELECT (json_populate_record(e, json_build_object('id', \(UUID().uuidString), 'handle', 'launch'))).*
                        FROM events e WHERE handle = 'other'
                        """, logger: connection.logger)
                    let numbering = Task {
                        let event = try makeEvent("launch")
                        return try await store.createNumberingHandle(
                            event, owner: Membership(eventID: event.id, userID: owner.id, role: .owner, addedAt: event.createdAt))
                    }
                    _ = try await backendBlocked(by: connection)
                    try await connection.query("COMMIT", logger: connection.logger)
                    return try await numbering.value
                }
            }

            #expect(stored.handle.value == "launch-2")
        }
    }

    private func warmedStores(_ count: Int, _ location: PostgresLocation) async throws -> [PostgresStore] {
        var stores: [PostgresStore] = []
        for _ in 0..<count {
            let store = try PostgresStore(location)
            _ = try await store.isHandleTaken(Handle("warm-up"))
            stores.append(store)
        }
        return stores
    }
}
