public import Domain

/// One feature's part of the schema, for both stores: its statements in PostgreSQL's words
/// (each store renders them through its `SQLDialect`), a Swift step run after them where rows
/// stored before need new values, and what its constraints mean to a person.
///
/// Constraints are named as a person would name the field: a CHECK after the field a person
/// types, a UNIQUE or PRIMARY KEY after its table ("events_handle"), as PostgreSQL needs its
/// index names unique in the schema. Errors are keyed "table.constraint".
public struct SchemaPiece: Sendable {
    public let statements: [String]
    public let then: (@Sendable (any SQLExecutor) throws -> Void)?
    public let constraintErrors: [String: DomainError]

    public init(statements: [String], then: (@Sendable (any SQLExecutor) throws -> Void)? = nil,
         constraintErrors: [String: DomainError]) {
        self.statements = statements
        self.then = then
        self.constraintErrors = constraintErrors
    }

    /// The tables its statements create, in order.
    public var tables: [String] {
        statements.compactMap { statement in
            guard statement.hasPrefix("CREATE TABLE ") else { return nil }
            return statement.dropFirst("CREATE TABLE ".count).split(separator: " ").first.map(String.init)
        }
    }

    /// Applies the piece inside the caller's transaction.
    public func apply(on db: any SQLExecutor) throws {
        for statement in statements { try db.apply(statement) }
        try then?(db)
    }

    /// "table.column, table.column" (how SQLite names a broken UNIQUE or PRIMARY KEY) ->
    /// "table.constraint" (how PostgreSQL names it, and how errors are keyed), read from the
    /// CREATE TABLE statements: a constraint on one column is written on its line, one on
    /// several at the end, `CONSTRAINT name UNIQUE (a, b)`.
    var uniqueConstraints: [String: String] {
        var names: [String: String] = [:]
        for statement in statements {
            guard let table = statement.hasPrefix("CREATE TABLE ")
                ? statement.dropFirst("CREATE TABLE ".count).split(separator: " ").first.map(String.init) : nil else { continue }
            for line in statement.split(separator: "\n") {
                guard let match = line.firstMatch(of: /CONSTRAINT (\w+) (?:UNIQUE|PRIMARY KEY)(?: \(([^)]*)\))?/) else { continue }
                let columns = match.2.map { $0.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } }
                    ?? [line.split(separator: " ").first.map(String.init) ?? ""]
                names[columns.map { "\(table).\($0)" }.joined(separator: ", ")] = "\(table).\(match.1)"
            }
        }
        return names
    }
}

/// One version of the schema, under the identifier both stores record once its pieces are
/// applied, in the same transaction.
public struct Migration: Sendable {
    public let identifier: String
    public let pieces: [SchemaPiece]

    public init(_ identifier: String, _ pieces: SchemaPiece...) {
        self.identifier = identifier
        self.pieces = pieces
    }
}
