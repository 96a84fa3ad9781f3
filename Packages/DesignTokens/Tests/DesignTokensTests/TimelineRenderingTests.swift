import DesignTokens
import Testing

struct TimelineRenderingTests {
    private let day = Timeline(
        columns: 16,
        marks: [Timeline.Mark(column: 0, label: "09"), Timeline.Mark(column: 8, label: "10")],
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
}
