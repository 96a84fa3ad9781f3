import DesignTokens
import Domain

/// What `db status`, `db copy`, `db backup` and `db restore` print.
enum StorePresenter {
    static func status(_ summary: StoreSummary) -> Presentation {
        let json = StatusJSON(summary)
        let state: Badge = if summary.appliedVersions.isEmpty {
            Badge("new", tone: .muted)
        } else if summary.appliedVersions == summary.knownVersions {
            Badge("up to date", tone: .success)
        } else {
            Badge("behind", tone: .warning)
        }
        let schema = json.schemaVersion.map { "\($0) (\(summary.appliedVersions.count) of \(Plural.of(summary.knownVersions.count, "version")))" }
            ?? "none yet: the first command that changes data creates it"
        let card = Card(title: summary.kind, badge: state, fields: [
            Card.Field("Location", Cell(summary.location)),
            Card.Field("Schema", Cell(schema)),
            Card.Field("Rows", Cell(String(summary.tables.reduce(0) { $0 + $1.rows }))),
        ])
        let document = Document([.card(card), .spacer(.sm), .table(counts(summary.tables))])
        return Presentation(document: document, csv: counts(summary.tables), json: json)
    }

    /// `db upgrade`: what the schema was and is, then the status as after.
    static func upgraded(from before: StoreSummary, to after: StoreSummary) -> Presentation {
        let status = status(after)
        let json = UpgradeJSON(location: after.location, from: before.appliedVersions.last, to: after.appliedVersions.last,
                               upgraded: before.appliedVersions != after.appliedVersions && !before.appliedVersions.isEmpty)
        let line: Block = switch (before.appliedVersions.last, after.appliedVersions.last) {
        case (nil, _): .status(.info, "No database at \(after.location) yet: the first command that changes data creates it.", .muted)
        case let (from?, to?) where json.upgraded: .status(.success, "Upgraded \(after.location) from schema \(from) to \(to).", .success)
        case let (_, to): .status(.success, "\(after.location) is at schema \(to ?? ""), this rushday's: nothing to upgrade.", .success)
        }
        return Presentation(document: Document([line, .spacer(.sm)] + status.document.blocks), csv: counts(after.tables), json: json)
    }

    static func copied(_ counts: [TableCount], from source: String, to target: String) -> Presentation {
        let total = counts.reduce(0) { $0 + $1.rows }
        let document = Document([
            .status(.success, "Copied \(Plural.of(total, "row")) from \(source) to \(target).", .success),
            .spacer(.sm),
            .table(Self.counts(counts)),
        ])
        return Presentation(document: document, csv: Self.counts(counts),
                            json: CopyJSON(from: source, to: target, tables: counts.map(TableCountJSON.init)))
    }

    /// `db backup`: where the copy went, then the copy's own status.
    static func backedUp(_ database: String, to copy: StoreSummary) -> Presentation {
        let rows = copy.tables.reduce(0) { $0 + $1.rows }
        let line = Block.status(.success, "Backed up \(database) to \(copy.location): \(Plural.of(rows, "row")), integrity checked.", .success)
        return Presentation(document: Document([line, .spacer(.sm)] + status(copy).document.blocks), csv: counts(copy.tables),
                            json: BackupJSON(database: database, backup: copy.location, copy))
    }

    /// `db restore`: where it came from, then the restored store's status.
    static func restored(_ store: StoreSummary, from file: String) -> Presentation {
        let rows = store.tables.reduce(0) { $0 + $1.rows }
        let line = Block.status(.success, "Restored \(store.location) from \(file): \(Plural.of(rows, "row")).", .success)
        return Presentation(document: Document([line, .spacer(.sm)] + status(store).document.blocks), csv: counts(store.tables),
                            json: BackupJSON(database: store.location, backup: file, store))
    }

    private static func counts(_ tables: [TableCount]) -> Table {
        Table(columns: [Table.Column("table"), Table.Column("rows", alignment: .trailing)],
              rows: tables.map { [Cell($0.table), Cell(String($0.rows))] })
    }
}

/// `db status --format json`: Packages/SQLStorage/README.md documents this shape.
struct StatusJSON: Encodable, Sendable {
    let store: String
    let location: String
    /// The last schema version applied, or nil for a store not created yet.
    let schemaVersion: String?
    let upToDate: Bool
    let appliedVersions: [String]
    let tables: [TableCountJSON]

    init(_ summary: StoreSummary) {
        store = summary.kind
        location = summary.location
        schemaVersion = summary.appliedVersions.last
        upToDate = summary.appliedVersions == summary.knownVersions
        appliedVersions = summary.appliedVersions
        tables = summary.tables.map(TableCountJSON.init)
    }

    private enum CodingKeys: String, CodingKey {
        case store, location, schemaVersion, upToDate, appliedVersions, tables
    }

    /// `schemaVersion` is written as null, not left out, for a store not created yet.
    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(store, forKey: .store)
        try container.encode(location, forKey: .location)
        try container.encode(schemaVersion, forKey: .schemaVersion)
        try container.encode(upToDate, forKey: .upToDate)
        try container.encode(appliedVersions, forKey: .appliedVersions)
        try container.encode(tables, forKey: .tables)
    }
}

/// `db upgrade --format json`: the versions before and after (null for none yet).
struct UpgradeJSON: Encodable, Sendable {
    let location: String
    let from: String?
    let to: String?
    let upgraded: Bool

    private enum CodingKeys: String, CodingKey { case location, from, to, upgraded }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(location, forKey: .location)
        try container.encode(from, forKey: .from)
        try container.encode(to, forKey: .to)
        try container.encode(upgraded, forKey: .upgraded)
    }
}

/// `db copy --format json`.
struct CopyJSON: Encodable, Sendable {
    let from: String
    let to: String
    let tables: [TableCountJSON]
}

/// `db backup` and `db restore --format json`: the database, the backup file, and what the one
/// written holds.
struct BackupJSON: Encodable, Sendable {
    let database: String
    let backup: String
    let schemaVersion: String?
    let tables: [TableCountJSON]

    init(database: String, backup: String, _ written: StoreSummary) {
        self.database = database
        self.backup = backup
        schemaVersion = written.appliedVersions.last
        tables = written.tables.map(TableCountJSON.init)
    }
}

struct TableCountJSON: Encodable, Sendable {
    let table: String
    let rows: Int

    init(_ count: TableCount) {
        table = count.table
        rows = count.rows
    }
}
