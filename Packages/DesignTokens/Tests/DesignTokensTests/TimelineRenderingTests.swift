import DesignTokens
import Testing

struct TimelineRenderingTests {
    private let day = Timeline(
        length: 16, scales: [1],
        marks: [Timeline.Mark(at: 0, label: "09"), Timeline.Mark(at: 8, label: "10")],
        lanes: [
            Timeline.Lane(title: "Hall A", spans: [Timeline.Span(start: 0, length: 8, label: "Keynote", series: 0),
                                                   Timeline.Span(start: 4, length: 6, label: "Panel", series: 1)]),
            Timeline.Lane(title: "Lab", spans: [Timeline.Span(start: 2, length: 14, label: "東京 workshop", series: nil)]),
        ],
        legend: [Timeline.LegendItem(label: "Main", series: 0), Timeline.LegendItem(label: "Talks", series: 1)])

    @Test func lanesSpansAndLegendLineUpUnderTheMarks() {
        #expect(lines(of: render([.timeline(day)])) == [
            "        09      10",
            "Hall A │[Ke]×[Pan]",
            "Lab    │  [東京 worksho]",
            "",
            "■ Main  ■ Talks",
        ])
    }

    @Test func asciiTerminalsGetAsciiGlyphs() {
        let output = lines(of: render([.timeline(day)], .plain(unicode: false)))
        #expect(output[1] == "Hall A |[Ke]x[Pan]")
        #expect(output.last == "# Main  # Talks")
    }

    @Test func eachSeriesHasItsOwnColourAndAClashTheWarningColour() {
        let output = render([.timeline(day)], .colour(.trueColor))
        let main = ColorToken.series(0), talks = ColorToken.series(1)
        #expect(main != talks)
        #expect(output.contains("\u{1B}[38;2;\(main.red);\(main.green);\(main.blue)m[Ke]\u{1B}[0m"))
        #expect(output.contains("\u{1B}[38;2;\(talks.red);\(talks.green);\(talks.blue)m[Pan]\u{1B}[0m"))
        let warning = Tone.warning.color!
        #expect(output.contains("\u{1B}[1;38;2;\(warning.red);\(warning.green);\(warning.blue)m×"))
        #expect(withoutEscapes(output) == render([.timeline(day)]))
        #expect(ColorToken.series(ColorToken.series.count) == main, "series wrap around the palette")
    }

    /// Minutes over a day: the finest scale that fits the terminal, so a wide one gets long bars
    /// holding their titles, and a narrow one still fits.
    private func hours(_ count: Int) -> Timeline {
        Timeline(length: count * 60, scales: [5, 10, 15, 30, 60, 120],
                 marks: (0..<count).map { Timeline.Mark(at: $0 * 60, label: $0 < 10 ? "0\($0)" : "\($0)") },
                 lanes: [Timeline.Lane(title: "Hall", spans: [Timeline.Span(start: 60, length: 120, label: "Opening Keynote", series: nil)])],
                 legend: [])
    }

    @Test func theAxisTakesTheFinestScaleThatFitsTheTerminal() {
        let wide = lines(of: render([.timeline(hours(12))], .plain(width: 160)))
        #expect(wide[1] == "Hall │            [Opening Keynote▬▬▬▬▬▬▬]", "5 minutes a column: \(wide)")
        let narrow = lines(of: render([.timeline(hours(12))], .plain(width: 60)))
        #expect(narrow[1] == "Hall │    [Openin]", "15 minutes a column: \(narrow)")
        #expect((wide + narrow).allSatisfy { TerminalText.displayWidth(of: $0) <= 160 })
        #expect(narrow.allSatisfy { TerminalText.displayWidth(of: $0) <= 60 })
    }

    /// Hours two columns apart would run together ("0001020304"): every other one is shown, with
    /// a space between; an hour the clocks repeat is left out where it would touch.
    @Test func hourLabelsNeverTouch() {
        let narrow = lines(of: render([.timeline(hours(24))], .plain(width: 60)))
        #expect(narrow[0] == "      00  02  04  06  08  10  12  14  16  18  20  22", "\(narrow)")
        let night = Timeline(length: 300, scales: [30],
                             marks: ["00", "01", "02", "02", "03"].enumerated().map { Timeline.Mark(at: $0.offset * 60, label: $0.element) },
                             lanes: [], legend: [])
        #expect(lines(of: render([.timeline(night)]))[0] == "  00  02  03", "every other hour, two columns apart")
    }
}
