/// Draws a timeline: the marks over the axis, then one line per lane (its title, then its spans
/// as bracketed, coloured bars holding as much of their label as fits), then the legend. The axis
/// takes the finest of the timeline's scales that fits beside the lane titles. Where a span
/// starts before the previous one of its lane has ended, the earlier one is cut there and the
/// later one opens with a cross in the warning colour: a clash stays visible.
struct TimelineLayout {
    let timeline: Timeline
    let capabilities: TerminalCapabilities
    let styler: TerminalStyler

    /// Lane titles are cut beyond this, so the axis keeps the width.
    private static let widestTitle = 24

    func lines() -> [String] {
        let titles = timeline.lanes.map { TerminalText.sanitized($0.title) }
        let titleWidth = min(titles.map(TerminalText.displayWidth(of:)).max() ?? 0, Self.widestTitle)
        let separator = capabilities.unicode ? " │" : " |"
        let axis = Axis(timeline, width: capabilities.width - titleWidth - TerminalText.displayWidth(of: separator))
        var lines = [String(repeating: " ", count: titleWidth + 2) + ruler(axis)]
        for (lane, title) in zip(timeline.lanes, titles) {
            let shown = TerminalText.truncated(title, toWidth: titleWidth, unicode: capabilities.unicode)
            let padding = String(repeating: " ", count: max(0, titleWidth - TerminalText.displayWidth(of: shown)))
            lines.append(shown + padding + separator + row(lane, axis))
        }
        if !timeline.legend.isEmpty {
            let swatch = capabilities.unicode ? "■" : "#"
            lines.append("")
            lines.append(timeline.legend.map { item in
                styler.paint(swatch, color: ColorToken.series(item.series)) + " " + TerminalText.sanitized(item.label)
            }.joined(separator: "  "))
        }
        return lines
    }

    /// Units to columns at the finest scale whose whole axis fits `width` columns.
    struct Axis {
        let scale: Int
        let columns: Int

        init(_ timeline: Timeline, width: Int) {
            let length = max(timeline.length, 1)
            scale = timeline.scales.first { (length + $0 - 1) / $0 <= width } ?? timeline.scales.last!
            columns = max(1, (length + scale - 1) / scale)
        }

        func column(_ units: Int) -> Int { units >= 0 ? units / scale : -((-units + scale - 1) / scale) }
        func length(_ units: Int) -> Int { max(1, Int((Double(units) / Double(scale)).rounded())) }
    }

    /// Every k-th mark, k the smallest that leaves a space between labels at the marks' usual
    /// spacing (an hour in two columns shows every other hour), so the ruler reads evenly; a
    /// label that would still touch the one before (the hour the clocks repeat) is left out.
    private func ruler(_ axis: Axis) -> String {
        let marks = timeline.marks.sorted { $0.at < $1.at }.map { (column: axis.column($0.at), label: TerminalText.sanitized($0.label)) }
        let labelWidth = marks.map { TerminalText.displayWidth(of: $0.label) }.max() ?? 0
        let spacing = marks.count < 2 ? Double(labelWidth + 1)
            : Double(marks[marks.count - 1].column - marks[0].column) / Double(marks.count - 1)
        let step = max(1, Int((Double(labelWidth + 1) / max(spacing, 0.01)).rounded(.up)))
        var text = ""
        var used = 0
        for (index, mark) in marks.enumerated() where index % step == 0 && mark.column >= used && mark.column < axis.columns {
            text += String(repeating: " ", count: mark.column - used) + mark.label
            used = mark.column + TerminalText.displayWidth(of: mark.label) + 1
            text += " "
        }
        return text.trimmingTrailingSpaces
    }

    private func row(_ lane: Timeline.Lane, _ axis: Axis) -> String {
        let spans = lane.spans.map { Timeline.Span(start: axis.column($0.start), length: axis.length($0.length), label: $0.label, series: $0.series) }
            .sorted { ($0.start, $0.length) < ($1.start, $1.length) }
        var text = ""
        var used = 0
        var previousEnd = 0
        for (index, span) in spans.enumerated() {
            let start = max(span.start, 0)
            let fullEnd = min(start + max(span.length, 1), axis.columns)
            let nextStart = index + 1 < spans.count ? spans[index + 1].start : Int.max
            let clash = index > 0 && start < previousEnd
            previousEnd = max(previousEnd, fullEnd)
            let from = max(start, used)
            let end = min(fullEnd, max(nextStart, from + 1))
            guard end > from else { continue }
            text += String(repeating: " ", count: from - used)
            var bar = bar(span.label, width: end - from - (clash ? 1 : 0))
            bar = span.series.map { styler.paint(bar, color: ColorToken.series($0)) } ?? bar
            if clash {
                text += styler.paint(capabilities.unicode ? "×" : "x", TextStyle(bold: true, tone: .warning))
            }
            text += bar
            used = end
        }
        return text
    }

    /// "[Keynote···]" in `width` columns; a bar too narrow for brackets is only its fill.
    private func bar(_ label: String, width: Int) -> String {
        guard width > 0 else { return "" }
        let fill = capabilities.unicode ? "▬" : "="
        guard width >= 3 else { return String(repeating: fill, count: width) }
        var inner = ""
        var innerWidth = 0
        for character in TerminalText.sanitized(label) {
            let characterWidth = TerminalText.displayWidth(of: character)
            guard innerWidth + characterWidth <= width - 2 else { break }
            inner.append(character)
            innerWidth += characterWidth
        }
        return "[" + inner + String(repeating: fill, count: width - 2 - innerWidth) + "]"
    }
}
