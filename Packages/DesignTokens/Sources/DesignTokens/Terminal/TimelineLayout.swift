/// Draws a timeline: the marks over the axis, then one line per lane (its title, then its spans
/// as bracketed, coloured bars holding as much of their label as fits), then the legend. Where a
/// span starts before the previous one of its lane has ended, the earlier one is cut there and
/// the later one opens with a cross in the warning colour: a clash stays visible.
struct TimelineLayout {
    let timeline: Timeline
    let capabilities: TerminalCapabilities
    let styler: TerminalStyler

    func lines() -> [String] {
        let titles = timeline.lanes.map { TerminalText.sanitized($0.title) }
        let titleWidth = min(titles.map(TerminalText.displayWidth(of:)).max() ?? 0, 24)
        let separator = capabilities.unicode ? " │" : " |"
        var lines = [String(repeating: " ", count: titleWidth + 2) + axis()]
        for (lane, title) in zip(timeline.lanes, titles) {
            let shown = TerminalText.truncated(title, toWidth: titleWidth, unicode: capabilities.unicode)
            let padding = String(repeating: " ", count: max(0, titleWidth - TerminalText.displayWidth(of: shown)))
            lines.append(shown + padding + separator + row(lane))
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

    /// The marks, each written from its column unless the previous one still occupies it.
    private func axis() -> String {
        var text = ""
        var used = 0
        for mark in timeline.marks.sorted(by: { $0.column < $1.column }) where mark.column >= used {
            text += String(repeating: " ", count: mark.column - used) + mark.label
            used = mark.column + TerminalText.displayWidth(of: mark.label)
        }
        return text
    }

    private func row(_ lane: Timeline.Lane) -> String {
        let spans = lane.spans.sorted { ($0.start, $0.length) < ($1.start, $1.length) }
        var text = ""
        var used = 0
        var previousEnd = 0
        for (index, span) in spans.enumerated() {
            let start = max(span.start, 0)
            let fullEnd = min(start + max(span.length, 1), timeline.columns)
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
