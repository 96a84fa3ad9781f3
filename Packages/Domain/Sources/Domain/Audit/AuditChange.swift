public import Foundation

/// One field a change set: its value before and after, as text (nil: it had none).
public struct AuditChange: Sendable, Equatable, Codable {
    public let field: String
    public let old: String?
    public let new: String?

    public init(_ field: String, old: String?, new: String?) {
        self.field = field
        self.old = old
        self.new = new
    }

    /// The fields whose value differs between `old` and `new`, in `fields`' order: what an
    /// update changed, and nothing it left as it was.
    public static func between<Value>(_ old: Value, _ new: Value, _ fields: [(String, (Value) -> String?)]) -> [AuditChange] {
        fields.compactMap { name, read in
            let before = read(old), after = read(new)
            return before == after ? nil : AuditChange(name, old: before, new: after)
        }
    }

    /// An instant as a log entry shows it: ISO 8601 in UTC, to the second.
    public static func instant(_ date: Date?) -> String? {
        date.map { $0.formatted(.iso8601) }
    }

    /// Every field of something made: no value before.
    public static func made<Value>(_ value: Value, _ fields: [(String, (Value) -> String?)]) -> [AuditChange] {
        fields.compactMap { name, read in read(value).map { AuditChange(name, old: nil, new: $0) } }
    }
}
