import Domain
import Foundation

/// Domain's `OutputFileWriter` on the file system (see `UserFiles.write`).
struct OutputFiles: OutputFileWriter {
    func write(_ bytes: [UInt8], to path: String, replacing: Bool, field: String) throws(DomainError) {
        try UserFiles.write(Data(bytes), to: path, replacing: replacing, field: field)
    }
}
