import DesignTokens
import Testing

struct TableRenderingTests {
    private let cities = Table(
        columns: [Table.Column("City"), Table.Column("Guests", alignment: .trailing), Table.Column("Note")],
        rows: [
            ["東京", "1200", "🎉 party"],
            ["Paris", "7", "é"],
        ]
    )

    @Test func columnsAlignByDisplayWidthWithWideCharacters() {
        #expect(lines(of: render([.table(cities)])) == [
            "City   Guests  Note",
            "─────  ──────  ────────",
            "東京     1200  🎉 party",
            "Paris       7  é",
        ])
    }

    @Test func combiningMarksCountAsOneColumn() {
        let table = Table(columns: [Table.Column("A"), Table.Column("B")], rows: [["e\u{301}te\u{301}", "x"], ["abc", "y"]])
        #expect(lines(of: render([.table(table)])) == ["A    B", "───  ─", "été  x", "abc  y"])
    }

    @Test func asciiRuleOnAsciiTerminals() {
        #expect(lines(of: render([.table(cities)], .plain(unicode: false)))[1] == "-----  ------  --------")
    }

    @Test func truncatesTextColumnsToFitTheWidthAndKeepsNumbers() {
        let table = Table(
            columns: [Table.Column("Title"), Table.Column("Amount", alignment: .trailing)],
            rows: [["A very long event title that cannot fit", "-1234.50"]]
        )
        let output = lines(of: render([.table(table)], .plain(width: 24)))
        #expect(output == [
            "Title             Amount",
            "──────────────  ────────",
            "A very long e…  -1234.50",
        ])
        #expect(output.allSatisfy { TerminalText.displayWidth(of: $0) <= 24 })
        let ascii = lines(of: render([.table(table)], .plain(width: 24, unicode: false)))
        #expect(ascii[2] == "A very long...  -1234.50")
    }

    @Test func columnsThatMustNotBeCutKeepTheirWidthAndOthersGiveWay() {
        let table = Table(
            columns: [Table.Column("Handle", truncates: false), Table.Column("Title")],
            rows: [["summer-gala-2026", "Summer Gala in the Old Town Hall"]]
        )
        #expect(lines(of: render([.table(table)], .plain(width: 30))) == [
            "Handle            Title",
            "────────────────  ────────────",
            "summer-gala-2026  Summer Gala…",
        ])
    }

    @Test func truncationNeverSplitsAWideCharacter() {
        let table = Table(columns: [Table.Column("Name")], rows: [["東京東京東京"]])
        let output = lines(of: render([.table(table)], .plain(width: 6)))
        #expect(output[2] == "東京…")
        #expect(TerminalText.displayWidth(of: output[2]) == 5)
    }

    @Test func widestColumnsShrinkFirst() {
        let table = Table(
            columns: [Table.Column("Short"), Table.Column("Long")],
            rows: [["abcdefgh", Cell(String(repeating: "x", count: 40))]]
        )
        let output = lines(of: render([.table(table)], .plain(width: 30)))
        #expect(output[2] == "abcdefgh  " + String(repeating: "x", count: 19) + "…")
    }

    @Test func emptyTableShowsItsMessageInMuted() {
        let table = Table(columns: [Table.Column("Name")], rows: [], emptyMessage: "No events yet. Create one with `rushday events create`.")
        #expect(render([.table(table)]) == "No events yet. Create one with `rushday events create`.\n")
        let coloured = render([.table(table)], .colour(.ansi256))
        #expect(coloured.hasPrefix("\u{1B}[38;5;245mNo events yet."))
    }

    @Test func headersAreBoldMutedAndCellsInTheirTone() {
        let table = Table(columns: [Table.Column("Status")], rows: [[Cell("paid", tone: .success)]])
        let output = lines(of: render([.table(table)], .colour(.ansi16)))
        #expect(output[0] == "\u{1B}[1;90mStatus\u{1B}[0m")
        #expect(output[2] == "\u{1B}[32mpaid\u{1B}[0m")
    }

    @Test func shortRowsAreFilledAndExtraCellsIgnored() {
        let table = Table(columns: [Table.Column("A"), Table.Column("B")], rows: [["1"], ["2", "3", "4"]])
        #expect(lines(of: render([.table(table)])) == ["A  B", "─  ─", "1", "2  3"])
    }

    /// The columns that must not be cut wrap at their spaces once the text has given way to a
    /// readable width, so every line fits: no line wider than the terminal, no title cut to a stub.
    @Test func columnsThatMustNotBeCutWrapSoTheTableFitsAndTextKeepsRoom() {
        let table = Table(
            columns: [Table.Column("TIME", truncates: false), Table.Column("AMERICA/NEW_YORK", truncates: false),
                      Table.Column("SESSION", truncates: false), Table.Column("TITLE"), Table.Column("ROOM")],
            rows: [["10:00–11:00 +02:00", "2026-10-24 04:00–05:00 -04:00", "opening-keynote", "Opening Keynote of the Year", "Hall A"]])
        let output = lines(of: render([.table(table)], .plain(width: 80)))
        #expect(output.allSatisfy { TerminalText.displayWidth(of: $0) <= 80 }, "\(output)")
        #expect(output[2].contains("Opening Key…"), "\(output)")
        #expect(output.joined().contains("opening-keynote"))
        #expect(output.count == 4, "one row on two lines: \(output)")
        #expect(output[2].hasPrefix("10:00–11:00 +02:00  2026-10-24 "), "the widest gives way first: \(output)")
        #expect(output[3].trimmingCharacters(in: .whitespaces) == "04:00–05:00 -04:00", "\(output)")
    }

    @Test func aWordTooWideForAnyRoomIsBrokenRatherThanOverflow() {
        let table = Table(columns: [Table.Column("EMAIL", truncates: false), Table.Column("NAME")],
                          rows: [["a-very-long-address@example.org", "Ann"]])
        let output = lines(of: render([.table(table)], .plain(width: 20)))
        #expect(output.allSatisfy { TerminalText.displayWidth(of: $0) <= 20 }, "\(output)")
        #expect(output.dropFirst(2).map { String($0.prefix(15)).trimmingCharacters(in: .whitespaces) }.joined()
                    == "a-very-long-address@example.org", "\(output)")
    }

    /// A long handle and email break over lines before a name is cut below a readable width, and a
    /// header over a column of digits keeps its word.
    @Test func namesKeepAReadableWidthWhileHandlesAndEmailsBreak() {
        let table = Table(
            columns: [Table.Column("GUEST", truncates: false), Table.Column("NAME"),
                      Table.Column("HEADS", alignment: .trailing, truncates: false), Table.Column("EMAIL", truncates: false)],
            rows: [["margaret-hamilton-smythe-of-somewhere", "Margaret Hamilton-Smythe of Somewhere", "3", "margaret.hamilton-smythe@example.org"]])
        let output = lines(of: render([.table(table)], .plain(width: 60)))
        #expect(output.allSatisfy { TerminalText.displayWidth(of: $0) <= 60 }, "\(output)")
        #expect(output[0].contains("HEADS"), "\(output)")
        #expect(output[2].contains("Margaret Ha…"), "\(output)")
        #expect(output[2].hasSuffix("  margaret.hamilton-s") && output[3].hasSuffix("  mythe@example.org"), "the email whole, on two lines: \(output)")
    }
}
