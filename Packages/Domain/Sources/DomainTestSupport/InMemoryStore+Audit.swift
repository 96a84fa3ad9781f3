public import Domain
public import Foundation

/// Every event's log, in the order written.
struct AuditTable: InMemoryTable {
    var entries: [AuditEntry] = []
}

extension InMemoryTables {
    mutating func removeAudit(of event: EventID) {
        self[AuditTable.self].entries.removeAll { $0.eventID == event }
    }
}

extension InMemoryStore: AuditRepository {
    public func auditEntries(of event: EventID, since: Date?, actor: String?, about target: String?) -> [AuditEntry] {
        tables[AuditTable.self].entries.filter { entry in
            entry.eventID == event && since.map { entry.at >= $0.stored } != false
                && actor.map { entry.actor.name.lowercased() == $0.lowercased() } != false
                && target.map { entry.target.split(separator: " ").contains(Substring($0)) } != false
        }
    }
}

extension AuditEntry {
    /// As a real store keeps it: its instant to the millisecond.
    var stored: AuditEntry {
        AuditEntry(eventID: eventID, at: at.stored, actor: actor, via: via, action: action, target: target, changes: changes)
    }
}
