public import Domain
public import Foundation

extension SQLStore {
    public func auditEntries(of event: EventID, since: Date?, actor: String?, about target: String?) async throws(DomainError) -> [AuditEntry] {
        try await reading { db in
            var query: SQL = "SELECT \(raw: AuditEntryRow.columns) FROM audit_entries WHERE event_id = \(event)"
            if let since { query.append(" AND at >= \(Instant.milliseconds(since))") }
            if let actor { query.append(" AND lower(actor) = \(actor.lowercased())") }
            // A target is references separated by spaces: one of them, whole.
            if let target { query.append(" AND \(raw: db.dialect.position)(' ' || target || ' ', \(" " + target + " ")) > 0") }
            query.append(" ORDER BY sequence")
            return try db.all(query, AuditEntryRow.read)
        }
    }
}

/// The entry of the change a write transaction makes (`AuditTrail`), written after the change in
/// the same transaction: both stores' `SQLStore` transactions run their bodies through here.
public enum AuditWriting {
    /// `body`, then the claimed draft's entry if there is one, on the same executor: kept or
    /// rolled back together.
    public static func change<T>(_ claim: AuditClaim?, _ db: any SQLExecutor, _ body: (any SQLExecutor) throws -> T) throws -> T {
        let value = try body(db)
        if let entry = claim?.entry { _ = try db.execute(AuditEntryRow.insert(entry)) }
        return value
    }
}
