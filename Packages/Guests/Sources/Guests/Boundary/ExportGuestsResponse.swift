public import Domain

/// What an export made: the guests as a table in the columns import reads, and how many.
public struct ExportGuestsResponse: Hashable, Sendable {
    public let event: Event
    public let table: TableContents

    public var exported: Int { table.rows.count }

    public init(event: Event, table: TableContents) {
        self.event = event
        self.table = table
    }
}
