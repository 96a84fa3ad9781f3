import CSV
public import Domain
public import Foundation

/// A table as CSV text, cells that a spreadsheet would run as a formula made text (see
/// `FormulaGuard`), as every CSV RushDay prints is; the face writes it where it was told.
public enum CSVDocument {
    public static func data(_ table: TableContents) throws(DomainError) -> Data {
        do {
            let writer = try CSVWriter(stream: .toMemory())
            try writer.write(row: table.header.map(FormulaGuard.neutralised))
            for row in table.rows { try writer.write(row: row.map(FormulaGuard.neutralised)) }
            writer.stream.close()
            return (writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()) + Data("\n".utf8)
        } catch {
            throw .io(field: "output", message: "cannot write the CSV: \(error)")
        }
    }
}
