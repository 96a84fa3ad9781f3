import Foundation
@testable import SQLiteStore
import Testing

/// Ids read back bytewise answer exactly as Foundation's parser does.
@Suite struct StoredUUIDTests {
    @Test func readsWhatFoundationReads() {
        for _ in 0..<1_000 {
            let uuid = UUID()
            #expect(StoredValue.uuid(uuid.uuidString.lowercased()) == uuid)
            #expect(StoredValue.uuid(uuid.uuidString) == uuid)
        }
    }

    @Test(arguments: ["", "not-a-uuid", "3f2b9c1e-0000-0000-0000-00000000000", "3f2b9c1e-0000-0000-0000-0000000000000",
                      "3f2b9c1e00000-000-0000-000000000000", "3f2b9c1g-0000-0000-0000-000000000000", "3f2b9c1e-0000-0000-0000-00000000000é"])
    func refusesWhatFoundationRefuses(_ text: String) {
        #expect(StoredValue.uuid(text) == nil)
        #expect(UUID(uuidString: text) == nil)
    }
}
