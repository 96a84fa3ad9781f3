import Domain
import Foundation

/// Domain's `OutputFileWriter` on the file system: written to a temporary file renamed over
/// the path, so a reader never sees half a file.
struct OutputFiles: OutputFileWriter {
    func write(_ bytes: [UInt8], to path: String, replacing: Bool, field: String) throws(DomainError) {
        if !replacing, FileManager.default.fileExists(atPath: path) {
            throw .cannotCreate("\(field): \(path) already exists; choose another file, or replace it with --force")
        }
        do {
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        } catch {
            throw .cannotCreate("\(field): cannot write \(path): \(error.localizedDescription)")
        }
    }
}
