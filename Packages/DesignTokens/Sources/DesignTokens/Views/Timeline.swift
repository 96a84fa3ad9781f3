/// Lanes over a time axis: each lane a row of spans (a room's sessions over the hours), each span
/// coloured by its series (a track). Columns are equal slices of time; the caller decides how long.
public struct Timeline: Hashable, Sendable {
    public struct Span: Hashable, Sendable {
        /// The first column it covers, from 0.
        public var start: Int
        /// Columns covered, at least 1.
        public var length: Int
        public var label: String
        /// Which of `ColorToken.series` colours it; nil draws it plain.
        public var series: Int?

        public init(start: Int, length: Int, label: String, series: Int?) {
            self.start = start
            self.length = length
            self.label = label
            self.series = series
        }
    }

    public struct Lane: Hashable, Sendable {
        public var title: String
        public var spans: [Span]

        public init(title: String, spans: [Span]) {
            self.title = title
            self.spans = spans
        }
    }

    /// A label written above the axis from its column on ("19" over the column where 19:00 starts).
    public struct Mark: Hashable, Sendable {
        public var column: Int
        public var label: String

        public init(column: Int, label: String) {
            self.column = column
            self.label = label
        }
    }

    /// What a colour means, shown under the lanes.
    public struct LegendItem: Hashable, Sendable {
        public var label: String
        public var series: Int

        public init(label: String, series: Int) {
            self.label = label
            self.series = series
        }
    }

    public var columns: Int
    public var marks: [Mark]
    public var lanes: [Lane]
    public var legend: [LegendItem]

    public init(columns: Int, marks: [Mark], lanes: [Lane], legend: [LegendItem]) {
        self.columns = columns
        self.marks = marks
        self.lanes = lanes
        self.legend = legend
    }
}
