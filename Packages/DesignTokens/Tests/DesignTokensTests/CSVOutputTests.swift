import DesignTokens
import Testing

struct CSVOutputTests {
    private func csv(_ rows: [[Cell]], columns: [String] = ["Name", "Amount"]) throws -> String {
        let table = Table(columns: columns.map { Table.Column($0) }, rows: rows)
        let presentation = Presentation(document: Document([.table(table)]), csv: table, json: [String]())
        return try OutputRenderer(capabilities: .colour(.trueColor)).render(presentation, as: .csv)
    }

    @Test func headerRowThenRecordsEndingInLineFeeds() throws {
        #expect(try csv([["Ada", "12.50"], ["Grace", "3"]]) == "Name,Amount\nAda,12.50\nGrace,3\n")
        #expect(try csv([]) == "Name,Amount\n")
    }

    @Test func quotesFieldsThatNeedIt() throws {
        let output = try csv([
            ["Smith, Jane", "say \"hi\""],
            ["line\nbreak", "cr\rhere"],
            [" leading", "trailing "],
        ])
        #expect(output == [
            "Name,Amount",
            #""Smith, Jane","say ""hi""""#,
            "\"line\nbreak\",\"cr\rhere\"",
            #"" leading","trailing ""#,
        ].map { $0 + "\n" }.joined())
    }

    @Test func formulaInjectionIsNeutralised() throws {
        let output = try csv([
            ["=SUM(A1:A2)", "-12.50"],
            ["+1-555-0100", "+3"],
            ["@cmd", "-0.5"],
            ["-rm", "-.5"],
            ["\tx", "=1,2"],
            ["plain", "-"],
        ])
        #expect(output == [
            "Name,Amount",
            "'=SUM(A1:A2),-12.50",
            "'+1-555-0100,+3",
            "'@cmd,-0.5",
            "'-rm,-.5",
            "'\tx,\"'=1,2\"",
            "plain,'-",
        ].map { $0 + "\n" }.joined())
    }

    /// The mark is reversible: a value that already starts with an apostrophe before a formula
    /// character (or another apostrophe) gets one more, so taking one off gives it back.
    @Test func anApostropheBeforeAFormulaIsMarkedToo() throws {
        let output = try csv([["'=literal", "''"], ["'Neill", "'"], ["'+49 30", "'-12"]])
        #expect(output == [
            "Name,Amount",
            "''=literal,'''",
            "'Neill,'",
            "''+49 30,''-12",
        ].map { $0 + "\n" }.joined())
    }

    @Test func neverColoured() throws {
        #expect(try !csv([[Cell("paid", tone: .success)]]).contains("\u{1B}"))
    }
}
