import DesignTokens
import Foundation
import Testing

struct JSONOutputTests {
    private struct Event: Encodable, Sendable {
        var slug: String
        var title: String
        var url: String
        var amountMinor: Int
        var startsAt: Date
    }

    private func json(_ value: any Encodable & Sendable) throws -> String {
        let presentation = Presentation(document: Document([]), csv: Table(columns: [], rows: []), json: value)
        return try OutputRenderer(capabilities: .colour(.trueColor)).render(presentation, as: .json)
    }

    @Test func sortedKeysPrettyUnescapedSlashesAndIsoDates() throws {
        let event = Event(slug: "summer-gala", title: "Summer \u{1B}Gala", url: "https://x.example/a",
                          amountMinor: -1250, startsAt: Date(timeIntervalSince1970: 1_751_385_600))
        let output = try json(event)
        #expect(output == """
        {
          "amountMinor" : -1250,
          "slug" : "summer-gala",
          "startsAt" : "2025-07-01T16:00:00Z",
          "title" : "Summer \\u001bGala",
          "url" : "https://x.example/a"
        }

        """)
    }

    @Test func stableAcrossRuns() throws {
        let value = ["zeta": 1, "alpha": 2, "mid": 3]
        let first = try json(value)
        for _ in 0..<5 {
            #expect(try json(value) == first)
        }
        #expect(first.hasSuffix("}\n"))
        #expect(!first.hasSuffix("\n\n"))
    }

    @Test func unencodableValuesThrow() {
        #expect(throws: EncodingError.self) { try json(["x": Double.nan]) }
    }

    @Test func tableFormatRendersTheDocument() throws {
        let presentation = Presentation(document: Document([.status(.success, "Done", .success)]),
                                        csv: Table(columns: [], rows: []), json: [String]())
        let output = try OutputRenderer(capabilities: .plain()).render(presentation, as: .table)
        #expect(output == "✔ Done\n")
    }
}
