import Domain
import Foundation
import GRDB
@testable import SQLiteStore
import SQLStorage
import Testing

/// SQLite names only the constraint in a CHECK failure ("CHECK constraint failed: status"); the
/// store finds the table from the failing statement, so each table's constraint keeps its text.
@Suite struct ConstraintMappingTests {
    static let parcelStatus = DomainError.invalid(field: "status", message: "is not a parcel status")
    static let invoiceStatus = DomainError.invalid(field: "status", message: "is not an invoice status")

    /// Two tables, each with a CHECK named `status`, made by a test-only migration.
    static let scratchPiece = SchemaPiece(statements: [
        "CREATE TABLE parcels (id INTEGER PRIMARY KEY, status TEXT NOT NULL CONSTRAINT status CHECK (status IN ('sent')))",
        "CREATE TABLE invoices (id INTEGER PRIMARY KEY, status TEXT NOT NULL CONSTRAINT status CHECK (status IN ('paid')))",
        "INSERT INTO parcels VALUES (1, 'sent')",
        "INSERT INTO invoices VALUES (1, 'paid')",
    ], constraintErrors: ["parcels.status": parcelStatus, "invoices.status": invoiceStatus])

    @Test(arguments: [
        ("INSERT INTO parcels (id, status) VALUES (2, 'lost')", parcelStatus),
        ("INSERT INTO \"invoices\" (\"id\", \"status\") VALUES (2, 'lost')", invoiceStatus),
        ("UPDATE parcels SET status = 'lost'", parcelStatus),
        ("UPDATE \"invoices\" SET \"status\" = 'lost'", invoiceStatus),
        ("INSERT OR REPLACE INTO invoices (id, status) VALUES (1, 'lost')", invoiceStatus),
        ("INSERT INTO parcels (id, status) VALUES (1, 'lost') ON CONFLICT (id) DO UPDATE SET status = excluded.status", parcelStatus),
    ])
    func twoTablesWithAStatusCheckEachMapToTheirOwnText(sql: String, expected: DomainError) throws {
        let queue = try DatabaseQueue()
        try Migrations.makeMigrator([Migration("scratch", Self.scratchPiece)]).migrate(queue)
        let mapping = ErrorMapping(path: "scratch", constraintErrors: Self.scratchPiece.constraintErrors)

        let error = #expect(throws: DatabaseError.self) { try queue.write { db in try db.execute(sql: sql) } }

        #expect(error.map { mapping.domainError(for: $0) } == expected)
    }

    @Test func aCheckOfAnUnknownTableNamesTheConstraint() throws {
        let queue = try DatabaseQueue()
        try Migrations.makeMigrator([Migration("scratch", Self.scratchPiece)]).migrate(queue)
        let mapping = ErrorMapping(path: "scratch", constraintErrors: [:])

        let error = #expect(throws: DatabaseError.self) {
            try queue.write { db in try db.execute(sql: "UPDATE parcels SET status = 'lost'") }
        }

        #expect(error.map { mapping.domainError(for: $0) } == .invalid(field: "status", message: "is out of range"))
    }

    /// The real schema's CHECKs, broken behind the store's back (its writes cannot express these
    /// values), map to their own table's text.
    @Test(arguments: [
        ("UPDATE events SET status = 'lost'", "status", "is not a known status; use draft, published, completed or cancelled"),
        ("UPDATE memberships SET role = 'chef'", "role", "is not a known role; use owner, organizer or staff"),
        ("UPDATE events SET ends_at = starts_at - 1", "ends", "the end must not be before the start; move the end or the start"),
        ("UPDATE sign_in_failures SET consecutive_failures = -1", "consecutive_failures", "cannot be negative"),
        ("UPDATE guests SET status = 'lost'", "status", "is not a known RSVP status; use invited, accepted, declined, maybe, waitlisted, unconfirmed or pending"),
        ("UPDATE guests SET others = -1", "party", "must be 0 or more people besides the guest; give a number like 2"),
    ])
    func theSchemasChecksMapByTableAndConstraint(sql: String, field: String, message: String) async throws {
        try await withStore { store, path in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let gala = try makeEvent("summer-gala")
            try await store.create(gala, owner: ownerMembership(gala, ada))
            try await store.save(SignInThrottle(email: ada.email, client: "", consecutiveFailures: 1, lastFailureAt: instant(baseTime)))
            let guest = Guest(id: GuestID(UUID()), eventID: gala.id, handle: try Handle("ann"), name: "Ann",
                              statusChangedAt: instant(baseTime), createdAt: instant(baseTime), updatedAt: instant(baseTime))
            try await store.change(event: gala.id) { _, guests in guests.append(guest) }
            let mapping = ErrorMapping(path: path)

            let error = await #expect(throws: DatabaseError.self) {
                try await rawConnection(path).write { db in try db.execute(sql: sql) }
            }

            #expect(error.map { mapping.domainError(for: $0) } == .invalid(field: field, message: ErrorText(message)))
        }
    }
}
