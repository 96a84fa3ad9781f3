public import Domain
import GRDB

extension SQLiteStore {
    static func update(_ event: Event, in db: Database) throws {
        do {
            try EventRecord(event).update(db, columns: EventRecord.updatableColumns)
        } catch RecordError.recordNotFound {
            throw DomainError.eventMissing(event.id)
        }
    }

    static func handleConflict(_ handle: Handle) -> [String: DomainError] {
        ["events.handle": .handleTaken(handle)]
    }
}
