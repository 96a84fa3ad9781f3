import Domain
import DomainTestSupport
import Guests
import Synchronization
import Testing

/// Import takes rows, not a path: any `TableSource` will do (a file on the CLI, an upload in a
/// browser), and a bad row comes back as its line and field for the face to place.
@Suite struct ImportSourceTests {
    /// Rows made as they are read: no file, and no list held in memory.
    struct GeneratedRows: TableSource {
        let count: Int
        let badEmailOnRow: Int?

        func read(header: ([String]) throws(DomainError) -> Void,
                  record: (TableRecord) throws(DomainError) -> Void) throws(DomainError) {
            try header(["name", "email"])
            for number in 1...count {
                let email = number == badEmailOnRow ? "not an address" : "guest\(number)@example.org"
                try record(TableRecord(line: number + 1, fields: ["Guest \(number)", email]))
            }
        }
    }

    @Test func rowsFromAnySourceAreImportedAndABadOneIsToldByLineAndField() async throws {
        let fixture = try await Fixture()
        let refused = try await ImportGuests(fixture.dependencies).execute(
            ImportGuestsRequest(event: "gala", source: GeneratedRows(count: 5, badEmailOnRow: 3)))
        #expect(refused.problems.map(\.line) == [4])
        #expect(refused.problems.first?.error.field == "email")
        #expect(await fixture.guests().isEmpty, "a bad row writes nothing")
        let imported = try await ImportGuests(fixture.dependencies).execute(
            ImportGuestsRequest(event: "gala", source: GeneratedRows(count: 300, badEmailOnRow: nil)))
        #expect(imported.added == 300 && imported.problems.isEmpty)
        #expect(await fixture.guests().count == 300)
    }

    /// Progress is told every 1,000 rows and once at the end, its counts never going back, the
    /// last one what the import answers.
    @Test(arguments: [0, 999, 1000, 2500, 3001]) func progressIsToldAsTheRowsAreRead(count: Int) async throws {
        let fixture = try await Fixture()
        let told = Mutex<[ImportGuestsProgress]>([])
        let imported = try await ImportGuests(fixture.dependencies).execute(
            ImportGuestsRequest(event: "gala", source: GeneratedRows(count: max(count, 1), badEmailOnRow: 2), skipInvalid: true,
                                progress: { progress in told.withLock { $0.append(progress) } }))
        let reports = told.withLock { $0 }
        let rows = max(count, 1)
        #expect(reports.map(\.rows) == Array(stride(from: 1000, through: rows, by: 1000)) + [rows])
        #expect(zip(reports, reports.dropFirst()).allSatisfy { $0.added <= $1.added && $0.bad <= $1.bad })
        #expect(reports.last == ImportGuestsProgress(rows: rows, added: imported.added, updated: imported.updated, skipped: imported.skipped,
                                                     bad: imported.problems.count))
    }
}
