/// Rows under titled columns. The same value renders as a terminal table or as CSV.
public struct Table: Hashable, Sendable {
    public struct Column: Hashable, Sendable {
        public enum Alignment: Hashable, Sendable { case leading, trailing }

        public var title: String
        public var alignment: Alignment
        /// False for values that are useless cut (a handle people type, a date, an email): on a
        /// narrow terminal they wrap onto more lines of their row, never losing a character.
        public var truncates: Bool

        public init(_ title: String, alignment: Alignment = .leading, truncates: Bool = true) {
            self.title = title
            self.alignment = alignment
            self.truncates = truncates
        }
    }

    public var columns: [Column]
    public var rows: [[Cell]]
    /// Shown instead of an empty table ("No events yet. Create one with ...").
    public var emptyMessage: String

    public init(columns: [Column], rows: [[Cell]], emptyMessage: String = "Nothing to show.") {
        self.columns = columns
        self.rows = rows
        self.emptyMessage = emptyMessage
    }
}
