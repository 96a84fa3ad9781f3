/// One command's answer in every output format: a document for people, a table for CSV and an
/// Encodable value whose JSON shape is the documented, stable schema.
public struct Presentation: Sendable {
    public var document: Document
    public var csv: Table
    public var json: any Encodable & Sendable

    public init(document: Document, csv: Table, json: any Encodable & Sendable) {
        self.document = document
        self.csv = csv
        self.json = json
    }
}
