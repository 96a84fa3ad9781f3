import Domain
import Foundation
import PostgresNIO
@testable import PostgresStore
import SQLStorage
import Testing

@Suite struct ConstraintMappingTests {
    /// A key naming no constraint would never match: its error would silently become the
    /// generic one. A unique index (a partial one cannot be a constraint) counts: a violation
    /// names it as the constraint.
    @Test func everyConstraintTheErrorsNameExistsInTheSchema() async throws {
        try await withStore { store, location in
            try await store.clear(email: EmailAddress("nobody@example.org"), client: "")
            let constraints = try await behindTheStore(location) { client in
                var names: Set<String> = []
                let rows = try await client.query("""
                    SELECT rel.relname || '.' || con.conname FROM pg_constraint con
                    JOIN pg_class rel ON rel.oid = con.conrelid
                    WHERE rel.relnamespace = current_schema()::regnamespace
                    UNION
                    SELECT rel.relname || '.' || idx.relname FROM pg_index i
                    JOIN pg_class idx ON idx.oid = i.indexrelid JOIN pg_class rel ON rel.oid = i.indrelid
                    WHERE i.indisunique AND rel.relnamespace = current_schema()::regnamespace
                    """)
                for try await name in rows.decode(String.self) { names.insert(name) }
                return names
            }
            #expect(Set(Schema.constraintErrors.keys).subtracting(constraints).isEmpty)
        }
    }

    @Test func aBrokenCheckIsTheFieldsInvalidAndAUniqueColumnTheSameConflictAsSQLite() async throws {
        try await withStore { store, _ in
            let (event, owner) = try await seededEvent("gala", in: store)
            var crowded = try makeEvent("crowded")
            crowded.capacity = 0
            var backwards = try makeEvent("backwards")
            backwards.endsAt = backwards.startsAt.addingTimeInterval(-60)
            let twin = try makeUser("owner-gala@example.org")

            let capacity = await domainError { () throws(DomainError) in
                try await store.create(crowded, owner: Membership(eventID: crowded.id, userID: owner.id, role: .owner, addedAt: crowded.createdAt))
            }
            let ends = await domainError { () throws(DomainError) in
                try await store.create(backwards, owner: Membership(eventID: backwards.id, userID: owner.id, role: .owner, addedAt: backwards.createdAt))
            }
            let email = await domainError { () throws(DomainError) in try await store.addAccount(twin) }

            #expect(capacity?.field == "capacity")
            #expect(ends?.field == "ends")
            #expect(email == .emailTaken)
            #expect(try await store.find(handle: Handle("crowded")) == nil)
            #expect(try await store.find(id: event.id) == event)
        }
    }
}
