public import Domain
public import Foundation

/// Every door link, oldest first.
struct DoorLinkTable: InMemoryTable {
    var doors: [DoorLink] = []
}

extension InMemoryTables {
    mutating func removeDoors(of event: EventID) {
        self[DoorLinkTable.self].doors.removeAll { $0.eventID == event }
    }
}

extension InMemoryStore: DoorLinkRepository {
    /// As in the real stores: a door belongs to an existing event and account, its digest is
    /// unique, and its name among the event's doors that are not revoked.
    public func add(_ door: DoorLink) throws(DomainError) {
        try write { tables throws(DomainError) in
            guard tables.event(door.eventID) != nil, tables.user(door.createdBy) != nil else { throw .referenceMissing }
            let doors = tables[DoorLinkTable.self].doors
            guard !doors.contains(where: { $0.eventID == door.eventID && $0.name == door.name && $0.revokedAt == nil }) else {
                throw .doorNameTaken(door.name)
            }
            guard !doors.contains(where: { $0.id == door.id || $0.secretDigest == door.secretDigest }) else {
                throw .conflict(field: "secret_digest", message: "is already taken; choose another value")
            }
            tables[DoorLinkTable.self].doors.append(door.storedForm)
        }
    }

    public func doors(of event: EventID) -> [DoorLink] {
        tables[DoorLinkTable.self].doors.filter { $0.eventID == event }
            .sorted { ($0.createdAt, $0.id.description) < ($1.createdAt, $1.id.description) }
    }

    public func door(secretDigest: String) -> DoorLink? {
        tables[DoorLinkTable.self].doors.first { $0.secretDigest == secretDigest }
    }

    public func revoke(event: EventID, name: String, at: Date) throws(DomainError) -> DoorLink? {
        try write { tables in
            guard let index = tables[DoorLinkTable.self].doors.firstIndex(where: {
                $0.eventID == event && $0.name == name && $0.revokedAt == nil
            }) else { return nil }
            tables[DoorLinkTable.self].doors[index].revokedAt = at.stored
            return tables[DoorLinkTable.self].doors[index]
        }
    }
}

extension DoorLink {
    fileprivate var storedForm: DoorLink {
        DoorLink(id: id, eventID: eventID, name: name, secretDigest: secretDigest, expiresAt: expiresAt.stored,
                 revokedAt: revokedAt?.stored, createdBy: createdBy, createdAt: createdAt.stored)
    }
}
