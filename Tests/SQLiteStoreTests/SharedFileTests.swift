import Domain
import Foundation
import SQLiteStore
import Testing

/// Several stores of one file in one process (a server's, its watch's, a test's) and other
/// processes at once: opening a store to write must never let go of the locks this process's
/// other connections hold, or another process closing its last connection takes the file as
/// unused and removes the -wal they still read and write.
@Suite struct SharedFileTests {
    @Test func anotherProcessClosingLeavesTheWriteAheadLogThisProcessStillUses() async throws {
        let python = "/usr/bin/python3"
        try #require(FileManager.default.isExecutableFile(atPath: python), "python3 is what plays the other process")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("rushday.sqlite")
        let first = try await createdStore(path)
        try await first.addAccount(try makeUser("ada@example.org"))
        let second = try SQLiteStore(path: path)
        try await second.addAccount(try makeUser("bea@example.org"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.execute('SELECT count(*) FROM users').fetchone(); c.close()", path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)

        #expect(FileManager.default.fileExists(atPath: path + "-wal"), "another process took the file as unused and removed its -wal")
        try await first.addAccount(try makeUser("cy@example.org"))
        try await second.addAccount(try makeUser("di@example.org"))
        #expect(try await rowCount("users", path) == 4)
    }
}
