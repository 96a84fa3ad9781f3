import PostgresNIO
@testable import PostgresStore
import SQLStorage
import Synchronization

/// A schema as an older rushday left it: the first `versions` migrations, applied as that
/// build applied them.
enum OlderSchema {
    static func create(at location: PostgresLocation, versions: Int) async throws {
        try await behindTheStore(location) { client in
            try await client.withConnection { connection in
                try await connection.query("BEGIN")
                try await Migrations.apply(on: connection, Array(Schema.all.prefix(versions)))
                try await connection.query("COMMIT")
            }
        }
    }
}

/// What a store told its `upgraded` callback, a line each: "FROM TO".
final class Told: Sendable {
    private let lines = Mutex<[String]>([])
    var all: [String] { lines.withLock { $0 } }

    @Sendable func record(_ location: String, _ from: String, _ to: String) {
        lines.withLock { $0.append("\(from) \(to)") }
    }
}
