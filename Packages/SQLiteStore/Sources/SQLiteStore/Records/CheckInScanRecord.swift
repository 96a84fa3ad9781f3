import Domain
import GRDB
import SQLStorage

/// A row of `check_in_scans`; `sequence` is SQLite's rowid, the order scans were recorded in.
struct CheckInScanRecord: Codable, Equatable, FetchableRecord, PersistableRecord {
    static let databaseTableName = "check_in_scans"

    var sequence: Int64?
    var ticketID: String
    var eventID: String
    var direction: String
    var device: String
    var at: Int64

    enum CodingKeys: String, CodingKey, ColumnExpression {
        case sequence
        case ticketID = "ticket_id"
        case eventID = "event_id"
        case direction, device, at
    }

    init(_ scan: CheckInScan) {
        sequence = nil
        ticketID = scan.ticketID.description
        eventID = scan.eventID.description
        direction = scan.direction.rawValue
        device = scan.device
        at = Instant.milliseconds(scan.at)
    }

    func scan() throws(CorruptRow) -> CheckInScan {
        let table = Self.databaseTableName
        return CheckInScan(ticketID: try StoredValue.identifier(ticketID, table: table), eventID: try StoredValue.identifier(eventID, table: table),
                           direction: try StoredValue.raw(direction, table: table), device: device, at: Instant.date(at))
    }
}
