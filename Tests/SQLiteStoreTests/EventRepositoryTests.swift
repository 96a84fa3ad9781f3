import Domain
import Foundation
import GRDB
import SQLiteStore
import Testing

/// What only the SQLite store shows about events; the behaviour every store shares is
/// EventRepositoryContract (SQLiteContractTests).
@Suite struct EventRepositoryTests {
    @Test func schemaRejectsAZeroCapacityAsInvalidCapacity() async throws {
        try await withStore { store, _ in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            var gala = try makeEvent("summer-gala")
            gala.capacity = 0
            let error = await domainError { () async throws(DomainError) in
                try await store.create(gala, owner: ownerMembership(gala, ada))
            }
            #expect(error == .invalid(field: "capacity", message: "must be at least 1 person; give a positive number or leave it out"))
        }
    }

    @Test func eventsCanBeListedWithTheSqlite3Shell() async throws {
        let shell = "/usr/bin/sqlite3"
        try await withStore { store, path in
            let ada = try makeUser("ada@example.org")
            try await store.addAccount(ada)
            let gala = try makeEvent("summer-gala", starts: baseTime)
            try await store.create(gala, owner: ownerMembership(gala, ada))
            let count = try await rawConnection(path).read { db in
                try String.fetchOne(db, sql: "SELECT handle || ' ' || datetime(starts_at / 1000, 'unixepoch') || ' ' || time_zone FROM events")
            }
            #expect(count == "summer-gala 2026-05-28 20:26:40 Europe/Berlin")
            guard FileManager.default.isExecutableFile(atPath: shell) else { return }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: shell)
            process.arguments = ["-json", path, "SELECT handle, starts_at FROM events"]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            process.waitUntilExit()
            let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            #expect(text.contains(#""handle":"summer-gala""#))
            #expect(text.contains(#""starts_at":1780000000000"#))
        }
    }
}
