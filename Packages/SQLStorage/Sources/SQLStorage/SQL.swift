public import Domain

/// One statement and its values, written once for both stores: `"... WHERE id = \(id)"` puts
/// a `?` where each value goes, in the order they appear: SQLite binds them by position as they
/// are, PostgreSQL's executor numbers them (`$1`, `$2`, ...) as it sends the statement. A
/// statement's text therefore holds no `?` of its own. Text that differs between the two comes
/// from the executor's `SQLDialect` through `raw:`, never from a value.
public struct SQL: Sendable, ExpressibleByStringInterpolation {
    public private(set) var text: String
    public private(set) var values: [ColumnValue]
    /// Whether the statement runs many times in a row with this text (a door's scans): the
    /// PostgreSQL store prepares it once per connection, so the server plans it once (it takes
    /// as long to plan a door's scan as to run it). SQLite's executor keeps every statement
    /// prepared anyway.
    public private(set) var isReused = false

    public init(stringLiteral text: String) {
        self.text = text
        values = []
    }

    public init(stringInterpolation: Interpolation) {
        text = stringInterpolation.text
        values = stringInterpolation.values
    }

    /// A statement whose text is made once, for one run many times in a row (an import's
    /// inserts): only its values are made per run. `text` holds one `?` per value.
    public init(_ text: String, _ values: [ColumnValue]) {
        self.text = text
        self.values = values
    }

    /// This statement, marked `isReused`. Its values' types must be clear from the text (a
    /// column compared, or a CAST): the server plans it before it sees them.
    public func reused() -> SQL {
        var statement = self
        statement.isReused = true
        return statement
    }

    /// Whether the statement's first word is SELECT: all `SQLStore.readingStatement` runs, as a
    /// statement sent alone has no read-only transaction around it to refuse a write.
    public var isQuery: Bool {
        text.split(maxSplits: 1, whereSeparator: \.isWhitespace).first == "SELECT"
    }

    /// What `SQLStore.readingStatement` throws for a statement that is not a query (`isQuery`),
    /// before anything is sent.
    public var notAQuery: DomainError {
        .storeUnavailable("a read may not write: \(text.prefix(40))")
    }

    /// `count` placeholders separated by commas, for a text made once.
    public static func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: count).joined(separator: ", ")
    }

    /// Appends `other`, its values after this statement's own.
    public mutating func append(_ other: SQL) {
        text += other.text
        values += other.values
    }

    public struct Interpolation: StringInterpolationProtocol {
        var text = ""
        var values: [ColumnValue] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + interpolationCount)
            values.reserveCapacity(interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation(_ value: ColumnValue) {
            values.append(value)
            text += "?"
        }

        public mutating func appendInterpolation(_ value: some SQLValue) {
            appendInterpolation(value.columnValue)
        }

        public mutating func appendInterpolation(_ value: (some SQLValue)?) {
            appendInterpolation(value?.columnValue ?? .null)
        }

        /// One placeholder per value, separated by commas: `IN (\(list: ids))`.
        public mutating func appendInterpolation(list: [some SQLValue]) {
            for (index, value) in list.enumerated() {
                if index > 0 { text += ", " }
                appendInterpolation(value.columnValue)
            }
        }

        /// Text written into the statement as it is: a dialect's words, a column list.
        public mutating func appendInterpolation(raw text: String) {
            self.text += text
        }
    }
}

/// A Swift value a statement binds: what each store turns into its own parameter.
public protocol SQLValue {
    var columnValue: ColumnValue { get }
}

extension String: SQLValue {
    public var columnValue: ColumnValue { .text(self) }
}

extension Int64: SQLValue {
    public var columnValue: ColumnValue { .integer(self) }
}

extension Int: SQLValue {
    public var columnValue: ColumnValue { .integer(Int64(self)) }
}

extension Identifier: SQLValue {
    public var columnValue: ColumnValue { .text(description) }
}

extension Handle: SQLValue {
    public var columnValue: ColumnValue { .text(value) }
}
