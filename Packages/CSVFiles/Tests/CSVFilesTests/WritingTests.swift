import CSVFiles
import Domain
import Foundation
import Testing

struct WritingTests {
    @Test func writesQuotedNeutralisedCSV() throws {
        let data = try CSVDocument.data(TableContents(header: ["name", "note"], rows: [["=cmd()", "a, \"b\"\nc"], ["-12", ""]]))
        #expect(String(decoding: data, as: UTF8.self) == "name,note\n'=cmd(),\"a, \"\"b\"\"\nc\"\n-12,\n")
        #expect(String(decoding: try CSVDocument.data(TableContents(header: ["x"], rows: [])), as: UTF8.self) == "x\n")
    }
}
