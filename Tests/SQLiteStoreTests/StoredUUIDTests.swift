import Domain
import Foundation
@testable import SQLiteStore
import Testing

/// Ids read back bytewise answer exactly as Foundation's parser does.
@Suite struct StoredUUIDTests {
    func stored(_ text: String) -> UUID? {
        (try? StoredValue.identifier(text, table: "tickets") as EventID)?.rawValue
    }

    @Test func readsWhatFoundationReads() {
        for _ in 0..<1_000 {
            let uuid = UUID()
            #expect(stored(uuid.uuidString.lowercased()) == uuid)
            #expect(stored(uuid.uuidString) == uuid)
        }
    }

    @Test(arguments: ["", "not-a-uuid", "3f2b9c1e-0000-0000-0000-00000000000", "3f2b9c1e-0000-0000-0000-0000000000000",
                      "3f2b9c1e00000-000-0000-000000000000", "3f2b9c1g-0000-0000-0000-000000000000", "3f2b9c1e-0000-0000-0000-00000000000é"])
    func refusesWhatFoundationRefuses(_ text: String) {
        #expect(stored(text) == nil)
        #expect(UUID(uuidString: text) == nil)
    }
}
