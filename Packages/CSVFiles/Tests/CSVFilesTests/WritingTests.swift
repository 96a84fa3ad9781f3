import CSVFiles
import Domain
import Foundation
import Testing

struct WritingTests {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("csvfiles-\(UUID().uuidString).csv").path

    @Test func writesQuotedNeutralisedCSVAndRefusesToReplaceUnlessTold() throws {
        let files = CSVTableFiles()
        try files.write(header: ["name", "note"], rows: [["=cmd()", "a, \"b\"\nc"], ["-12", ""]], to: path, replacing: false)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == "name,note\n'=cmd(),\"a, \"\"b\"\"\nc\"\n-12,\n")
        #expect(throws: DomainError.cannotCreate(field: "output", message: "\(path) already exists; choose another file, or replace it")) {
            try files.write(header: ["x"], rows: [], to: path, replacing: false)
        }
        try files.write(header: ["x"], rows: [], to: path, replacing: true)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "x\n")
    }
}
