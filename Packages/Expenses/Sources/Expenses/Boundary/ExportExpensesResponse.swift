public import Domain

/// What an export made: every expense as a table (columns in `ExpenseColumns`), and how many.
public struct ExportExpensesResponse: Hashable, Sendable {
    public let event: Event
    public let table: TableContents

    public var exported: Int { table.rows.count }

    public init(event: Event, table: TableContents) {
        self.event = event
        self.table = table
    }
}
