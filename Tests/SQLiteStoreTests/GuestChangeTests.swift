import Domain
import Foundation
import SQLiteStore
import Testing

@Suite struct GuestChangeTests {
    /// Two stores on one file each run 40 changes at once that add a guest only while fewer than
    /// 25 are listed: were the read and the write not one transaction, two changes would both see
    /// 24 and both add one.
    @Test func aChangeDecidesOnWhatNoOtherWriterCanChangeBeforeItWrites() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("rushday.sqlite")
        let stores = [try SQLiteStore(path: path), try SQLiteStore(path: path)]
        let ada = try makeUser("ada@example.org")
        try await stores[0].addAccount(ada)
        let gala = try makeEvent("gala")
        try await stores[0].create(gala, owner: ownerMembership(gala, ada))
        let candidates = try (0..<80).map { index in
            Guest(id: GuestID(UUID()), eventID: gala.id, handle: try Handle("guest-\(index)"), name: "Guest \(index)",
                  statusChangedAt: instant(baseTime), createdAt: instant(baseTime + Int64(index)), updatedAt: instant(baseTime))
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, candidate) in candidates.enumerated() {
                let store = stores[index % 2]
                group.addTask {
                    try await store.change(event: gala.id) { _, guests in
                        if guests.count < 25 { guests.append(candidate) }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try await stores[1].guests(of: gala.id).count == 25)
        #expect(try await rowCount("guests", path) == 25)
    }
}
