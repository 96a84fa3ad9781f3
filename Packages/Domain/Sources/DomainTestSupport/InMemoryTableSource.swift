public import Domain

/// A table's records in memory, for use-case tests: the header first, record N on line N + 1,
/// as a CSV without quoted line breaks numbers them. The real CSV adapter is tested against
/// real files in its own package.
public struct InMemoryTableSource: TableSource {
    public let records: [[String]]

    public init(_ records: [[String]]) {
        self.records = records
    }

    public func read(header: ([String]) throws(DomainError) -> Void,
                     record: (TableRecord) throws(DomainError) -> Void) throws(DomainError) {
        guard let first = records.first else {
            throw .invalid(field: "file", message: "is empty; its first line must name the columns")
        }
        try header(first)
        for (offset, fields) in records.dropFirst().enumerated() {
            try record(TableRecord(line: offset + 2, fields: fields))
        }
    }
}
