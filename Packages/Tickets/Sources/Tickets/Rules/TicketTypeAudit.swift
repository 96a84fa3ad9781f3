import Domain

/// A ticket type's fields as its log entries show them.
enum TicketTypeAudit {
    static var fields: [(String, (TicketType) -> String?)] {
        [
            ("name", { $0.name }), ("price", { $0.price.description }), ("quota", { $0.quota.map(String.init) }),
            ("pool", { $0.pool?.value }), ("opens", { AuditChange.instant($0.salesOpen) }),
            ("closes", { AuditChange.instant($0.salesClose) }), ("max-per-issue", { String($0.maxPerIssue) }),
        ]
    }
}
