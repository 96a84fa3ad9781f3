/// The rules every store follows when `fill(with:)` copies another store's rows into it: the
/// same schema, an empty target, and every row arrived.
public struct StoreFilling: Sendable {
    /// The target, as messages name it.
    let target: String
    let contents: StoreContents

    public init(into target: String, from contents: StoreContents) {
        self.target = target
        self.contents = contents
    }

    /// Refuses a target whose schema differs from the rows' (`versions`, what it has once
    /// brought up to date) or that holds anything (`counts`).
    public func check(versions: [String], counts: [TableCount]) throws(DomainError) {
        guard contents.schemaVersions == versions else {
            if versions.starts(with: contents.schemaVersions) {
                throw .conflict(field: "from", message: "\(contents.location) has an older schema (\(Self.last(contents.schemaVersions))) than this rushday (\(Self.last(versions))); run any writing rushday command against it first, then copy")
            }
            throw .conflict(field: "from", message: "\(contents.location) has schema versions \(contents.schemaVersions.joined(separator: ", ")) and \(target) \(versions.joined(separator: ", ")); copy with the rushday that wrote the newer one")
        }
        if let full = counts.first(where: { $0.rows > 0 }) {
            throw .conflict(field: "to", message: "\(target) already holds data (\(Plural.of(full.rows, "row")) in \(full.table)); db copy fills an empty store only")
        }
    }

    /// Refuses a copy after which a table does not hold exactly the rows copied into it.
    public func verify(_ counts: [TableCount]) throws(DomainError) {
        let copied = Dictionary(contents.tables.map { ($0.name, $0.rows.count) }, uniquingKeysWith: +)
        for count in counts where count.rows != copied[count.table, default: 0] {
            throw .storeUnavailable("after copying, \(target) holds \(Plural.of(count.rows, "row")) in \(count.table) where \(copied[count.table, default: 0]) \(Plural.noun(copied[count.table, default: 0], "was", "were")) copied; nothing was kept")
        }
        if let missing = copied.keys.sorted().first(where: { table in !counts.contains { $0.table == table } }) {
            throw .conflict(field: "to", message: "\(target) has no table \(missing) to copy into; nothing was kept")
        }
    }

    private static func last(_ versions: [String]) -> String {
        versions.last.map { "last change \($0)" } ?? "none"
    }
}
