@testable import DesignTokens
import Testing

struct HTMLEscapingTests {
    @Test func escapesTheFiveMarkupCharacters() {
        #expect(HTML.escaped(#"<a href='x'>"Tom & Jerry"</a>"#)
            == "&lt;a href=&#39;x&#39;&gt;&quot;Tom &amp; Jerry&quot;&lt;/a&gt;")
        #expect(HTML.escaped("&amp;") == "&amp;amp;")
    }

    @Test func leavesOrdinaryTextAlone() {
        #expect(HTML.escaped("Gala 東京 ✔ 12.50 €") == "Gala 東京 ✔ 12.50 €")
        #expect(HTML.escaped("line one\n\tline two\r\n") == "line one\n\tline two\r\n")
        #expect(HTML.escaped("") == "")
    }

    /// XML cannot carry them even as references, and the page must stay well-formed.
    @Test func replacesCharactersMarkupCannotCarry() {
        #expect(HTML.escaped("a\u{0}b\u{1B}[31mc\u{7F}d\u{9B}e\u{FFFF}") == "a\u{FFFD}b\u{FFFD}[31mc\u{FFFD}d\u{FFFD}e\u{FFFD}")
    }

    /// A right-to-left override would show "gala.exe" as "exe.alag"-style spoofs; the terminal
    /// drops these too.
    @Test func dropsInvisibleAndDirectionCharacters() {
        #expect(HTML.escaped("ad\u{202E}min\u{200B}") == "admin")
    }

    static let hostile = [
        "<img src=x onerror=alert(1)>",
        #""><script>alert(1)</script>"#,
        #"' onmouseover='alert(1)' x='&"#,
    ].joined(separator: " ")

    struct Place: Sendable, CustomTestStringConvertible {
        let testDescription: String
        let blocks: @Sendable (String) -> [Block]
    }

    static let places: [Place] = [
        Place(testDescription: "heading") { [.heading($0, .hero)] },
        Place(testDescription: "text") { [.text($0, .body, .error)] },
        Place(testDescription: "code") { [.text($0, .code, .plain)] },
        Place(testDescription: "status") { [.status(.error, $0, .error)] },
        Place(testDescription: "card title") { [.card(Card(title: $0, fields: []))] },
        Place(testDescription: "badge") { [.card(Card(title: "t", badge: Badge($0, tone: .warning), fields: []))] },
        Place(testDescription: "card label") { [.card(Card(title: "t", fields: [Card.Field($0, "v")]))] },
        Place(testDescription: "card value") { [.card(Card(title: "t", fields: [Card.Field("l", Cell($0, tone: .error))]))] },
        Place(testDescription: "column title") { [.table(Table(columns: [Table.Column($0)], rows: [["v"]]))] },
        Place(testDescription: "cell") { [.table(Table(columns: [Table.Column("c")], rows: [[Cell($0)]]))] },
        Place(testDescription: "empty message") { [.table(Table(columns: [Table.Column("c")], rows: [], emptyMessage: $0))] },
        Place(testDescription: "picture label") { label in [.picture(Picture(width: 1, height: 1, label: label) { _, _ in true })] },
        Place(testDescription: "lane title") { [.timeline(timeline(lane: $0))] },
        Place(testDescription: "span label") { [.timeline(timeline(span: $0))] },
        Place(testDescription: "mark label") { [.timeline(timeline(mark: $0))] },
        Place(testDescription: "legend label") { [.timeline(timeline(legend: $0))] },
    ]

    /// Read back by a parser, the hostile text is text again, whole, and made no element nor
    /// attribute of its own.
    @Test(arguments: places)
    func hostileTextRendersInert(_ place: Place) throws {
        let output = html(place.blocks(Self.hostile))
        let (parsed, error) = ParsedMarkup.parse(output)
        let markup = try #require(parsed, "\(error ?? "") in \(output)")
        #expect(!output.contains("<img"))
        #expect(!output.contains("<script"))
        #expect(markup.elements.allSatisfy { !["img", "script"].contains($0.name) })
        #expect(markup.elements.allSatisfy { $0.attributes.keys.allSatisfy { !$0.hasPrefix("on") } })
        let readBack = markup.texts + markup.elements.flatMap { $0.attributes.values }
        #expect(readBack.contains { $0.contains(Self.hostile) })
    }

    @Test func hostileSectionIDStaysInItsAttribute() throws {
        let output = HTMLRenderer().render(Document([]), sectionID: Self.hostile)
        let markup = try #require(ParsedMarkup.parse(output).markup)
        #expect(markup.elements.map(\.name) == ["section"])
        #expect(markup.elements.first?.attributes["id"] == Self.hostile)
    }

    private static func timeline(lane: String = "Hall", span: String = "Talk", mark: String = "18",
                                 legend: String = "Talks") -> Timeline {
        Timeline(length: 60, scales: [15], marks: [Timeline.Mark(at: 0, label: mark)],
                 lanes: [Timeline.Lane(title: lane, spans: [Timeline.Span(start: 0, length: 30, label: span, series: 0)])],
                 legend: [Timeline.LegendItem(label: legend, series: 0)])
    }
}
