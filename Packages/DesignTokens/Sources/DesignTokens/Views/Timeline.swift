/// Lanes over a time axis: each lane a row of spans (a room's sessions over the hours), each span
/// coloured by its series (a track). Positions are in units of time (minutes, say); the terminal
/// decides how many units a column holds, the finest of `scales` that fits its width, so a wide
/// terminal gets a finer axis and room for the spans' labels.
public struct Timeline: Hashable, Sendable {
    public struct Span: Hashable, Sendable {
        /// Where it starts, in units from the axis' start.
        public var start: Int
        /// Units covered; drawn at least one column wide.
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

    /// A label written above the axis from its place on ("19" over the column where 19:00
    /// starts). Marks too close for their labels are thinned to every second, third, ... one.
    public struct Mark: Hashable, Sendable {
        /// In units from the axis' start.
        public var at: Int
        public var label: String

        public init(at: Int, label: String) {
            self.at = at
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

    /// The axis' length in units.
    public var length: Int
    /// Units a column may hold, finest first; the coarsest is taken when none fits.
    public var scales: [Int]
    public var marks: [Mark]
    public var lanes: [Lane]
    public var legend: [LegendItem]

    public init(length: Int, scales: [Int], marks: [Mark], lanes: [Lane], legend: [LegendItem]) {
        precondition(!scales.isEmpty && scales.allSatisfy { $0 > 0 }, "a timeline needs at least one positive scale")
        self.length = length
        self.scales = scales
        self.marks = marks
        self.lanes = lanes
        self.legend = legend
    }
}
