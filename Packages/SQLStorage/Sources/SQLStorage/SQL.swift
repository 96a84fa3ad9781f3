public import Domain

/// One statement and its values, written once for both stores: `"... WHERE id = \(id)"` puts
/// a placeholder where each value goes, numbered in the order they appear (`$1`, `$2`, ...),
/// which PostgreSQL reads as its parameters and SQLite as named ones bound by position. Text
/// that differs between the two comes from the executor's `SQLDialect` through `raw:`, never
/// from a value.
public struct SQL: Sendable, ExpressibleByStringInterpolation {
    public private(set) var text: String
    public private(set) var values: [ColumnValue]

    public init(stringLiteral text: String) {
        self.text = text
        values = []
    }

    public init(stringInterpolation: Interpolation) {
        text = stringInterpolation.text
        values = stringInterpolation.values
    }

    /// Appends `other`, renumbering its placeholders after this statement's own.
    public mutating func append(_ other: SQL) {
        var interpolation = Interpolation(literalCapacity: other.text.count, interpolationCount: other.values.count)
        interpolation.text = text
        interpolation.values = values
        var rest = Substring(other.text)
        var index = 0
        while let dollar = rest.firstIndex(of: "$") {
            interpolation.appendLiteral(String(rest[..<dollar]))
            var digits = rest.index(after: dollar)
            while digits < rest.endIndex, rest[digits].isASCII, rest[digits].isNumber { digits = rest.index(after: digits) }
            interpolation.appendInterpolation(other.values[index])
            index += 1
            rest = rest[digits...]
        }
        interpolation.appendLiteral(String(rest))
        text = interpolation.text
        values = interpolation.values
    }

    public struct Interpolation: StringInterpolationProtocol {
        var text = ""
        var values: [ColumnValue] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 4 * interpolationCount)
            values.reserveCapacity(interpolationCount)
        }

        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        public mutating func appendInterpolation(_ value: ColumnValue) {
            values.append(value)
            text += "$"
            text += String(values.count)
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
