/// What a change to a list of rows (an event's programme, its checklist) writes: the rows gone,
/// then the rows new or changed, matched by id. Removals come first, so a value unique per
/// event that a removed row held may be taken by another in the same change.
struct RowDifference<Row: Equatable, ID: Hashable> {
    let removed: [Row]
    let written: [Row]

    init(from before: [Row], to after: [Row], id: (Row) -> ID) {
        let kept = Set(after.map(id))
        let previous = Dictionary(before.map { (id($0), $0) }, uniquingKeysWith: { first, _ in first })
        removed = before.filter { !kept.contains(id($0)) }
        written = after.filter { previous[id($0)] != $0 }
    }

    func apply(delete: (Row) throws -> Void, upsert: (Row) throws -> Void) throws {
        for row in removed { try delete(row) }
        for row in written { try upsert(row) }
    }
}
