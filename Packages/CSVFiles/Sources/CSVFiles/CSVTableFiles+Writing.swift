import CSV
public import Domain
import Foundation

extension CSVTableFiles: TableFileWriter {
    /// Built in memory, then written in one go (see `UserFiles.write`).
    public func write(header: [String], rows: [[String]], to path: String?, replacing: Bool) throws(DomainError) {
        let data: Data
        do {
            let writer = try CSVWriter(stream: .toMemory())
            try writer.write(row: header.map(FormulaGuard.neutralised))
            for row in rows { try writer.write(row: row.map(FormulaGuard.neutralised)) }
            writer.stream.close()
            data = (writer.stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()) + Data("\n".utf8)
        } catch {
            throw .io(field: "output", message: "cannot write the CSV: \(error)")
        }
        guard let path else {
            FileHandle.standardOutput.write(data)
            return
        }
        try UserFiles.write(data, to: path, replacing: replacing, field: "output")
    }
}
