import Domain
import DomainTestSupport
import PostgresNIO
import PostgresStore
import SQLStorage
import Testing

/// Each ticket's last scan kept on its row (`Schema.lastScans`) is its history's, after every
/// check-in contract (the many doors and phones at once among them) and after an upgrade of a
/// schema that had scans before the row kept it.
@Suite struct LastScanTests {
    @Test(arguments: CheckInRepositoryContract.cases)
    func afterEveryContractEveryTicketsLastScanIsItsHistorys(_ contract: ContractCase<CheckInRepositoryContract.Store>) async throws {
        try await withStore { store, _ in
            try await contract.run(store)
            #expect(try await strayLastScans(store) == 0)
        }
    }

    @Test func aSchemaWithScansFromBeforeGetsEachTicketsLastScanFromItsHistory() async throws {
        try await withStore { store, location in
            try await CheckInRepositoryContract.cases[0].run(store)
            try await behindTheStore(location) { client in
                for column in ["sequence", "direction", "device", "at", "nonce"] {
                    try await client.query(PostgresQuery(unsafeSQL: "ALTER TABLE tickets DROP COLUMN last_scan_\(column)"))
                }
                try await client.query("DELETE FROM schema_migrations WHERE identifier = 'door-2'")
            }

            let upgraded = try PostgresStore(location)
            try await upgraded.clear(email: EmailAddress("nobody@example.org"), client: "")

            #expect(try await strayLastScans(upgraded) == 0)
            let kept = try await upgraded.reading { db in try db.integer("SELECT count(*) FROM tickets WHERE last_scan_sequence IS NOT NULL") }
            #expect(kept == 1)
        }
    }
}

/// How many tickets keep a last scan other than their history's latest by `at`, then `sequence`.
func strayLastScans(_ store: some SQLStore) async throws -> Int64 {
    try await store.reading { db in
        try db.integer("""
            SELECT count(*) FROM tickets LEFT JOIN check_in_scans AS latest ON latest.sequence = (
                SELECT sequence FROM check_in_scans WHERE ticket_id = tickets.id ORDER BY at DESC, sequence DESC LIMIT 1)
            WHERE last_scan_sequence IS DISTINCT FROM latest.sequence OR last_scan_direction IS DISTINCT FROM latest.direction
            OR last_scan_device IS DISTINCT FROM latest.device OR last_scan_at IS DISTINCT FROM latest.at
            OR last_scan_nonce IS DISTINCT FROM latest.nonce
            """)
    }
}
