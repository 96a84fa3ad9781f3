/// Every table of the in-memory store, keyed by its type, so a feature adds its table in its
/// own file without editing a list here. A table never written equals an empty one.
public struct InMemoryTables: Equatable, Sendable {
    private var byType: [ObjectIdentifier: any InMemoryTable] = [:]

    subscript<Table: InMemoryTable>(_ type: Table.Type) -> Table {
        get { byType[ObjectIdentifier(type)] as? Table ?? Table() }
        set { byType[ObjectIdentifier(type)] = newValue }
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        Set(lhs.byType.keys).union(rhs.byType.keys).allSatisfy { key in
            switch (lhs.byType[key], rhs.byType[key]) {
            case let (left?, right?): left.isEqual(to: right)
            case let (table?, nil), let (nil, table?): table.isEmpty
            case (nil, nil): true
            }
        }
    }
}
