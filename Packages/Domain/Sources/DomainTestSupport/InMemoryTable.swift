/// One repository's rows in the in-memory store; `init()` makes it empty.
protocol InMemoryTable: Equatable, Sendable {
    init()
}

extension InMemoryTable {
    func isEqual(to other: any InMemoryTable) -> Bool { (other as? Self) == self }
    var isEmpty: Bool { self == Self() }
}
