import Foundation
import GRDB
@testable import SQLiteStore
import SQLStorage
import Synchronization

/// A file as an older rushday left it: the schema's first `versions` migrations, applied as that
/// build applied them, in WAL mode.
enum OlderSchema {
    static func create(at path: String, versions: Int) throws {
        let pool = try DatabasePool(path: path)
        try Migrations.makeMigrator(Array(Schema.all.prefix(versions))).migrate(pool)
        try pool.close()
    }
}

/// What a store told its `upgraded` callback, a line each: "LOCATION FROM TO".
final class Told: Sendable {
    private let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }

    @Sendable func record(_ location: String, _ from: String, _ to: String) {
        lines.withLock { $0.append("\(location) \(from) \(to)") }
    }
}
