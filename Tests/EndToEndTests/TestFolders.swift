import Foundation
import Glibc
import Synchronization

/// The folders `RushDayProcess` makes, removed when the test process ends: not when a test's
/// value goes, since a program the test started in the background may still write there, and not
/// never, which left a thousand folders in the temporary directory after every run.
enum TestFolders {
    private static let made = Mutex<[URL]>([])
    private static let removedAtExit: Void = { atexit { TestFolders.removeAll() } }()

    /// A new, empty folder named `prefix` and a UUID.
    static func make(_ prefix: String) throws -> URL {
        _ = removedAtExit
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        made.withLock { $0.append(folder) }
        return folder
    }

    private static func removeAll() {
        for folder in made.withLock({ $0 }) { try? FileManager.default.removeItem(at: folder) }
    }
}
