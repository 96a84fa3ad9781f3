import Domain

/// The columns of `row` from `start` on, read as a row of their own: for a statement that
/// answers two kinds of row side by side (a door's scan: what decided it, then the ticket).
struct OffsetRow: SQLRow {
    let row: any SQLRow
    let start: Int

    func text(_ index: Int) throws -> String { try row.text(start + index) }
    func optionalText(_ index: Int) throws -> String? { try row.optionalText(start + index) }
    func integer(_ index: Int) throws -> Int64 { try row.integer(start + index) }
    func optionalInteger(_ index: Int) throws -> Int64? { try row.optionalInteger(start + index) }
    func bytes(_ index: Int) throws -> [UInt8] { try row.bytes(start + index) }
    func value(_ index: Int) throws -> ColumnValue { try row.value(start + index) }
}
