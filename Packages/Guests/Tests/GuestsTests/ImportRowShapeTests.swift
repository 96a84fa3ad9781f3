import Domain
import DomainTestSupport
import Foundation
import Guests
import Testing

/// Rows whose cells do not line up with the header, and one-line cells broken onto two lines,
/// are bad rows with their line, never guests made of shifted or joined cells.
@Suite struct ImportRowShapeTests {
    func importing(_ fixture: Fixture, _ records: [[String]]) async throws -> ImportGuestsResponse {
        return try await ImportGuests(fixture.dependencies).execute(ImportGuestsRequest(event: "gala", source: InMemoryTableSource(records)))
    }

    @Test func aRowWithMoreOrFewerCellsThanTheHeaderIsABadRow() async throws {
        let fixture = try await Fixture()
        let before = await fixture.store.snapshot()
        let response = try await importing(fixture, [
            ["name", "email", "status"],
            ["Ann", "ann@example.org", "yes"],
            ["Lee", " Bob", "bob@example.org", "yes"],
            ["Cy", "cy@example.org"],
            ["Di"],
        ])
        #expect(response.problemLines == [
            "3: row: has 4 cells where the header has 3; quote a cell that holds the separator, like \"Lee, Ann\"",
            "4: row: has 2 cells where the header has 3; give every column a cell, a blank one included",
            "5: row: has 1 cell where the header has 3; give every column a cell, a blank one included",
        ])
        #expect(await fixture.store.snapshot() == before)
    }

    @Test func aLineBreakInsideAOneLineCellIsABadRowNamingItsColumn() async throws {
        let fixture = try await Fixture()
        let response = try await importing(fixture, [
            ["name", "email", "dietary", "note"],
            ["Ann\nLee", "", "", ""],
            ["Bob", "", "vegan\r\nno nuts", ""],
            ["Cy", "", "", "first line\nsecond line"],
        ])
        #expect(response.problems.count == 2)
        #expect(response.problemLines[0].hasPrefix("2: name: 'Ann\\u{A}Lee' breaks onto a second line"), "\(response.problemLines)")
        #expect(response.problemLines[1].hasPrefix("3: dietary: "), "\(response.problemLines)")
        let notes = try await importing(try await Fixture(), [["name", "note"], ["Cy", "first line\nsecond line"]])
        #expect(notes.problems.isEmpty && notes.added == 1)
    }

    /// A one-letter name makes a one-letter handle, numbered like any other.
    @Test func aOneLetterNameMakesAOneLetterHandle() async throws {
        let fixture = try await Fixture()
        let response = try await importing(fixture, [["name", "phone"], ["W", "+1 555 0101"], ["W", "+1 555 0102"], ["é", ""]])
        #expect(response.problems.isEmpty)
        #expect(await fixture.guests().map(\.handle.value).sorted() == ["e", "w", "w-2"])
    }
}
