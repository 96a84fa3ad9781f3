public import Domain
import Foundation

extension SQLStore {
    public func secret(named name: String, new: String) async throws(DomainError) -> String {
        try await writing { db in
            try db.execute("""
                INSERT INTO server_secrets (name, secret, created_at) VALUES (\(name), \(new), \(Instant.milliseconds(Date())))
                ON CONFLICT (name) DO NOTHING
                """)
            return try db.first("SELECT secret FROM server_secrets WHERE name = \(name)") { row in try row.text(0) } ?? new
        }
    }
}
