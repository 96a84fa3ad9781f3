import Domain
import Testing

/// The rules `db copy` holds every store to: the same schema, an empty target, every row arrived.
struct StoreFillingTests {
    let versions = ["v1", "guests-1", "agenda-1"]

    func contents(versions: [String], users: Int = 2) -> StoreContents {
        StoreContents(location: "source.sqlite", schemaVersions: versions, tables: [
            StoredTable(name: "users", columns: ["id"], rows: (0..<users).map { [.text("user-\($0)")] }),
            StoredTable(name: "events", columns: ["id", "capacity"], rows: [[.text("gala"), .null]]),
        ])
    }

    func field(_ body: () throws(DomainError) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.field
        }
    }

    @Test func anEmptyTargetWithTheSameSchemaIsFilled() throws {
        let filling = StoreFilling(into: "target", from: contents(versions: versions))
        try filling.check(versions: versions, counts: [TableCount(table: "users", rows: 0), TableCount(table: "events", rows: 0)])
        try filling.verify([TableCount(table: "users", rows: 2), TableCount(table: "events", rows: 1), TableCount(table: "tickets", rows: 0)])
    }

    @Test func anOlderOrDifferentSourceIsRefusedNamingFrom() {
        let older = StoreFilling(into: "target", from: contents(versions: Array(versions.dropLast())))
        #expect(field { () throws(DomainError) in try older.check(versions: versions, counts: []) } == "from")
        let other = StoreFilling(into: "target", from: contents(versions: ["v1", "somewhere-else-1"]))
        #expect(field { () throws(DomainError) in try other.check(versions: versions, counts: []) } == "from")
        let newer = StoreFilling(into: "target", from: contents(versions: versions + ["later-1"]))
        #expect(field { () throws(DomainError) in try newer.check(versions: versions, counts: []) } == "from")
    }

    @Test func aTargetHoldingOneRowAnywhereIsRefusedNamingTo() {
        let filling = StoreFilling(into: "target", from: contents(versions: versions))
        #expect(field { () throws(DomainError) in
            try filling.check(versions: versions, counts: [TableCount(table: "users", rows: 0), TableCount(table: "sessions", rows: 1)])
        } == "to")
    }

    /// Any table off by any count, a row too many included, fails the copy.
    @Test(arguments: [(1, 1), (3, 1), (2, 0), (2, 2)])
    func countsThatDifferAreRefused(users: Int, events: Int) {
        let filling = StoreFilling(into: "target", from: contents(versions: versions))
        #expect(throws: DomainError.self) {
            try filling.verify([TableCount(table: "users", rows: users), TableCount(table: "events", rows: events)])
        }
    }

    @Test func aTableTheTargetLacksIsRefused() {
        let filling = StoreFilling(into: "target", from: contents(versions: versions))
        #expect(field { () throws(DomainError) in try filling.verify([TableCount(table: "users", rows: 2)]) } == "to")
    }
}
