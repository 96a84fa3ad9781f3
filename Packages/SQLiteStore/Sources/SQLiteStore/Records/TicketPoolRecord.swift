import Domain
import GRDB

/// A row of `ticket_pools`.
struct TicketPoolRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "ticket_pools"

    var eventID: String
    var handle: String
    var quota: Int

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case eventID = "event_id"
        case handle, quota
    }

    init(_ pool: TicketPool) {
        eventID = pool.eventID.description
        handle = pool.handle.value
        quota = pool.quota
    }

    func pool() throws(CorruptRow) -> TicketPool {
        let table = Self.databaseTableName
        return TicketPool(eventID: try StoredValue.identifier(eventID, table: table), handle: try StoredValue.handle(handle, table: table),
                          quota: quota)
    }
}
