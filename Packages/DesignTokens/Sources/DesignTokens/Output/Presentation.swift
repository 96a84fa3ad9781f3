/// One command's answer in every output format: a document for people, a table for CSV and an
/// Encodable value whose JSON shape is the documented, stable schema.
///
/// Each form is made when it is read, so a command renders only the format asked for: a list of
/// 10,000 events need not lay out a screen table and CSV cells to print its JSON.
public struct Presentation: Sendable {
    private let makeDocument: @Sendable () -> Document
    private let makeCSV: @Sendable () -> Table
    private let makeJSON: @Sendable () -> any Encodable & Sendable

    public var document: Document { makeDocument() }
    public var csv: Table { makeCSV() }
    public var json: any Encodable & Sendable { makeJSON() }

    public init(document: Document, csv: Table, json: any Encodable & Sendable) {
        self.init(document: { document }, csv: { csv }, json: { json })
    }

    /// For answers whose forms cost something to make: each closure runs when its form is read.
    public init(document: @escaping @Sendable () -> Document, csv: @escaping @Sendable () -> Table,
                json: @escaping @Sendable () -> any Encodable & Sendable) {
        makeDocument = document
        makeCSV = csv
        makeJSON = json
    }
}
