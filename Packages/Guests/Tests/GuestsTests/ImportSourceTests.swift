import Domain
import DomainTestSupport
import Guests
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
}
