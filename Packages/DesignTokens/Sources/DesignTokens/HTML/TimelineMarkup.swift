/// A timeline as inline SVG in a fixed coordinate space (lane titles on the left, the axis to
/// the right, one row per lane) that the stylesheet scales to the page and scrolls sideways on a
/// phone rather than shrinking the labels. Each span is a nested `<svg>` so its label is clipped
/// to its bar, and carries a `<title>` with its whole label. A span starting before the previous
/// one of its lane has ended is marked with a cross, as on the terminal. The legend follows as
/// a list; the chart's name lists every lane and span, its text equivalent.
struct TimelineMarkup {
    let timeline: Timeline

    private static let titleWidth = 160
    private static let axisWidth = 800
    private static let markBand = 24
    private static let rowHeight = 32
    private static let barInset = 4
    /// About the width of a mark label's character at the stylesheet's size, to thin the marks.
    private static let characterWidth = 8

    func write(to writer: inout HTMLWriter) {
        let width = Self.titleWidth + Self.axisWidth
        let height = Self.markBand + Self.rowHeight * timeline.lanes.count
        let summary = summary
        writer.open("figure", ["class": "timeline"])
        // Wider than a phone it scrolls sideways: a keyboard must reach it to scroll it (WCAG
        // 2.1.1), as a table's wrapper.
        writer.open("div", ["class": "timeline-scroll", "tabindex": "0", "role": "region", "aria-label": "Timeline (scrolls sideways)"])
        writer.open("svg", ["class": "timeline-chart", "viewBox": "0 0 \(width) \(height)", "role": "img",
                            "aria-label": summary])
        writer.element("title", text: summary)
        writeMarks(height: height, to: &writer)
        for (index, lane) in timeline.lanes.enumerated() {
            writeLane(lane, top: Self.markBand + index * Self.rowHeight, to: &writer)
        }
        writer.close("svg")
        writer.close("div")
        if !timeline.legend.isEmpty {
            writer.open("ul", ["class": "legend"])
            for item in timeline.legend {
                writer.element("li", ["class": CSSName.series(item.series)], text: item.label)
            }
            writer.close("ul")
        }
        writer.close("figure")
    }

    /// "Main hall: Keynote, Lunch. Room B: Workshop."
    private var summary: String {
        let lanes = timeline.lanes.map { lane in
            lane.title + ": " + (lane.spans.isEmpty ? "nothing" : sorted(lane.spans).map(\.label).joined(separator: ", ")) + "."
        }
        return (["Timeline."] + lanes).joined(separator: " ")
    }

    private func x(_ units: Int) -> Int {
        let length = max(timeline.length, 1)
        return Self.titleWidth + min(max(units, 0), length) * Self.axisWidth / length
    }

    private func sorted(_ spans: [Timeline.Span]) -> [Timeline.Span] {
        spans.sorted { ($0.start, $0.length) < ($1.start, $1.length) }
    }

    /// Every k-th mark, k the smallest that leaves room for the labels at the marks' usual
    /// spacing; a label that would still touch the one before is left out.
    private func writeMarks(height: Int, to writer: inout HTMLWriter) {
        let marks = timeline.marks.filter { (0..<max(timeline.length, 1)).contains($0.at) }.sorted { $0.at < $1.at }
        let labelWidth = (marks.map(\.label.count).max() ?? 0) * Self.characterWidth + Self.characterWidth
        let spacing = marks.count < 2 ? Double(labelWidth)
            : Double(x(marks[marks.count - 1].at) - x(marks[0].at)) / Double(marks.count - 1)
        let step = max(1, Int((Double(labelWidth) / max(spacing, 0.01)).rounded(.up)))
        var used = 0
        for (index, mark) in marks.enumerated() where index % step == 0 && x(mark.at) >= used {
            let position = "\(x(mark.at))"
            writer.void("line", ["class": "timeline-grid", "x1": position, "y1": "\(Self.markBand)",
                                 "x2": position, "y2": "\(height)"])
            writer.element("text", ["class": "timeline-mark", "x": position, "y": "16"], text: mark.label)
            used = x(mark.at) + mark.label.count * Self.characterWidth + Self.characterWidth
        }
    }

    private func writeLane(_ lane: Timeline.Lane, top: Int, to writer: inout HTMLWriter) {
        writer.void("line", ["class": "timeline-rule", "x1": "0", "y1": "\(top + Self.rowHeight)",
                             "x2": "\(Self.titleWidth + Self.axisWidth)", "y2": "\(top + Self.rowHeight)"])
        writer.open("svg", ["x": "0", "y": "\(top)", "width": "\(Self.titleWidth - Self.barInset * 2)",
                            "height": "\(Self.rowHeight)"])
        writer.element("text", ["class": "timeline-lane", "x": "0", "y": "21"], text: lane.title)
        writer.close("svg")
        var previousEnd = Int.min
        for span in sorted(lane.spans) {
            let clash = span.start < previousEnd
            previousEnd = max(previousEnd, span.start + max(span.length, 1))
            let left = x(span.start)
            writer.open("svg", ["class": CSSName.classes("timeline-span", CSSName.series(span.series), clash ? "clash" : nil),
                                "x": "\(left)", "y": "\(top + Self.barInset)",
                                "width": "\(max(x(span.start + span.length) - left, 2))",
                                "height": "\(Self.rowHeight - Self.barInset * 2)"])
            writer.element("title", text: span.label)
            writer.void("rect", ["width": "100%", "height": "100%", "rx": "3"])
            writer.open("text", ["x": "6", "y": "16"])
            if clash {
                writer.element("tspan", ["class": "timeline-clash"], text: "× ")
            }
            writer.text(span.label)
            writer.close("text")
            writer.close("svg")
        }
    }
}
