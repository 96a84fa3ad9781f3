@testable import DesignTokens
import Testing

struct HTMLRenderingTests {
    @Test func headingsTakeTheirRolesLevel() {
        #expect(html([.heading("Summer Gala", .hero)]) == "<h1 class=\"role-hero\">Summer Gala</h1>\n")
        #expect(html([.heading("Guests", .section)]) == "<h2 class=\"role-section\">Guests</h2>\n")
        #expect(html([.heading("Door", .cardTitle)]) == "<h3 class=\"role-card-title\">Door</h3>\n")
    }

    @Test func aPageWithItsOwnTitleStartsLower() {
        let renderer = HTMLRenderer(topHeadingLevel: 2)
        #expect(renderer.render(Document([.heading("Gala", .hero), .heading("Guests", .section)]))
            == "<h2 class=\"role-hero\">Gala</h2>\n<h3 class=\"role-section\">Guests</h3>\n")
        #expect(renderer.render(Document([.card(Card(title: "Door", fields: []))])).contains("<h4 class=\"role-card-title\">Door</h4>"))
        #expect(HTMLRenderer(topHeadingLevel: 6).render(Document([.heading("a", .section)])) == "<h6 class=\"role-section\">a</h6>\n")
    }

    /// A time is spoken on a page, its instant kept for machines, both escaped; a terminal and
    /// CSV keep the machine form.
    @Test func aTimeCellIsSpokenInATimeElement() {
        let when = Cell("2027-06-12 19:00 +02:00", time: Cell.Time(spoken: "Saturday 12 June 2027, 19:00, <Berlin> time", datetime: "2027-06-12T19:00:00+02:00"))
        let card = html([.card(Card(title: "Event", fields: [Card.Field("When", when)]))])
        #expect(card.contains("<dd><time datetime=\"2027-06-12T19:00:00+02:00\">Saturday 12 June 2027, 19:00, &lt;Berlin&gt; time</time></dd>"), "\(card)")
        let table = html([.table(Table(columns: [Table.Column("STARTS")], rows: [[when]]))])
        #expect(table.contains("<time datetime=\"2027-06-12T19:00:00+02:00\">Saturday 12 June 2027, 19:00, &lt;Berlin&gt; time</time></td>"), "\(table)")
        var csv: [UInt8] = []
        CSVWriter.write(Table(columns: [Table.Column("startsAt")], rows: [[when]])) { csv += $0 }
        #expect(String(decoding: csv, as: UTF8.self) == "startsAt\n2027-06-12 19:00 +02:00\n")
    }

    /// A sentence around a time keeps its words on both faces; only the time is said differently,
    /// and every part is escaped.
    @Test func aSentenceSaysItsTimeInATimeElement() {
        let at = (machine: "2027-06-12 19:42 +02:00", spoken: "Saturday 12 June 2027, 19:42, Berlin time", datetime: "2027-06-12T19:42:00+02:00")
        let said = Cell.time(at, before: "first in at ", after: " by <door-2>", tone: .warning).after("! T-1 Ann & Bo: ")
        #expect(said.text == "! T-1 Ann & Bo: first in at 2027-06-12 19:42 +02:00 by <door-2>")
        #expect(html([.sentence(said, .body, .warning)]) == "<p class=\"role-body tone-warning\">! T-1 Ann &amp; Bo: first in at "
            + "<time datetime=\"2027-06-12T19:42:00+02:00\">Saturday 12 June 2027, 19:42, Berlin time</time> by &lt;door-2&gt;</p>\n")
        let terminal = render([.sentence(said, .body, .warning)], .plain(width: 120))
        #expect(terminal == "! T-1 Ann & Bo: first in at 2027-06-12 19:42 +02:00 by <door-2>\n", "\(terminal)")
    }

    /// A tone other than plain overrides the role's colour, as on the terminal; plain adds no class.
    @Test func textCarriesItsRoleAndTone() {
        #expect(html([.text("Three replied.", .caption, .plain)]) == "<p class=\"role-caption\">Three replied.</p>\n")
        #expect(html([.text("Over budget", .body, .error)]) == "<p class=\"role-body tone-error\">Over budget</p>\n")
        #expect(html([.text("RT1-ABCD", .code, .plain)]) == "<p class=\"role-code\"><code>RT1-ABCD</code></p>\n")
    }

    /// A text keeps the paragraphs and line breaks its writer typed (blank lines part
    /// paragraphs, a lone break is a `<br/>`), every line escaped; runs of blank lines, blank
    /// lines at either end and CR LF change nothing more.
    @Test func textKeepsItsParagraphsAndLineBreaks() {
        let typed = "\n\nDoors open at 7.\r\nDress: <b>smart</b>\n\n\n \nBring & share.\n"
        #expect(html([.text(typed, .body, .plain)])
            == "<p class=\"role-body\">Doors open at 7.<br/>Dress: &lt;b&gt;smart&lt;/b&gt;</p><p class=\"role-body\">Bring &amp; share.</p>\n")
        #expect(html([.text("One line", .body, .plain)]) == "<p class=\"role-body\">One line</p>\n")
        #expect(html([.text("", .body, .plain)]) == "<p class=\"role-body\"></p>\n")
    }

    @Test func statusHasItsGlyph() {
        #expect(html([.status(.success, "Published summer-gala", .success)])
            == "<p class=\"status tone-success\"><span class=\"symbol\">✔</span> Published summer-gala</p>\n")
        #expect(html([.status(.arrow, "Next", .plain)]) == "<p class=\"status\"><span class=\"symbol\">→</span> Next</p>\n")
    }

    @Test func cardIsASectionWithItsTitleBadgeAndFields() {
        let card = Card(title: "Summer Gala", badge: Badge("PUBLISHED", tone: .success), fields: [
            Card.Field("Starts", "2025-07-01 18:00"),
            Card.Field("Budget", Cell("-12.50 EUR", tone: .error)),
        ])
        #expect(html([.card(card)]) == """
            <section class="card"><header class="card-header"><h3 class="role-card-title">Summer Gala</h3>\
            <span class="badge tone-success">PUBLISHED</span></header>
            <dl class="fields">
            <div class="field"><dt>Starts</dt><dd>2025-07-01 18:00</dd></div>
            <div class="field"><dt>Budget</dt><dd class="tone-error">-12.50 EUR</dd></div>
            </dl>
            </section>

            """)
        #expect(html([.card(Card(title: "Empty", fields: []))])
            == "<section class=\"card\"><header class=\"card-header\"><h3 class=\"role-card-title\">Empty</h3></header>\n</section>\n")
    }

    @Test func tableHasColumnHeadersAlignmentAndAScrollingWrapper() {
        let table = Table(columns: [Table.Column("Name"), Table.Column("Paid", alignment: .trailing)],
                          rows: [["Ada", Cell("12.50", tone: .success)], ["Grace"], ["Linus", "1.00", "extra"]])
        #expect(html([.table(table)]) == """
            <div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)"><table>
            <thead><tr><th scope="col">Name</th><th scope="col" class="align-trailing">Paid</th></tr></thead>
            <tbody>
            <tr><td>Ada</td><td class="align-trailing tone-success">12.50</td></tr>
            <tr><td>Grace</td><td class="align-trailing"></td></tr>
            <tr><td>Linus</td><td class="align-trailing">1.00</td></tr>
            </tbody>
            </table></div>

            """)
    }

    @Test func aLinkedColumnsCellsLeadWhereThePageSaysAndStayEscaped() {
        let table = Table(columns: [Table.Column("HANDLE"), Table.Column("TITLE")],
                          rows: [["gala", "Gala"], ["a\"<b", "<i>"], ["", "None"]])
        let renderer = HTMLRenderer(links: ["HANDLE": { "/events/" + $0 }])
        #expect(renderer.render(Document([.table(table)])) == """
            <div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)"><table>
            <thead><tr><th scope="col">HANDLE</th><th scope="col">TITLE</th></tr></thead>
            <tbody>
            <tr><td><a href="/events/gala">gala</a></td><td>Gala</td></tr>
            <tr><td><a href="/events/a&quot;&lt;b">a&quot;&lt;b</a></td><td>&lt;i&gt;</td></tr>
            <tr><td></td><td>None</td></tr>
            </tbody>
            </table></div>

            """)
    }

    @Test func aSelectionStartsEachRowWithItsBoxNamedAndLabelledByTheRowsCellForThePagesForm() {
        let table = Table(columns: [Table.Column("NAME"), Table.Column("GUEST")], rows: [["Ann", "ann"], ["<b>", "a\"<b"]])
        let renderer = HTMLRenderer(selection: TableSelection(column: "GUEST", form: "chosen", prefix: "guest-"))
        #expect(renderer.render(Document([.table(table)])) == """
            <div class="table-scroll" tabindex="0" role="region" aria-label="Table (scrolls sideways)"><table>
            <thead><tr><th scope="col">Choose</th><th scope="col">NAME</th><th scope="col">GUEST</th></tr></thead>
            <tbody>
            <tr><td><input type="checkbox" form="chosen" name="guest-ann" aria-label="Choose ann"/></td><td>Ann</td><td>ann</td></tr>
            <tr><td><input type="checkbox" form="chosen" name="guest-a&quot;&lt;b" aria-label="Choose a&quot;&lt;b"/></td><td>&lt;b&gt;</td><td>a&quot;&lt;b</td></tr>
            </tbody>
            </table></div>

            """)
        let other = Table(columns: [Table.Column("NAME")], rows: [["Ann"]])
        #expect(!renderer.render(Document([.table(other)])).contains("checkbox"), "a table without the column got boxes")
    }

    @Test func emptyTableShowsItsMessage() {
        #expect(html([.table(Table(columns: [Table.Column("Name")], rows: [], emptyMessage: "No guests yet."))])
            == "<p class=\"empty role-caption\">No guests yet.</p>\n")
    }

    @Test func spacerIsAnEmptyBlockOfItsSize() {
        #expect(html([.spacer(.lg)]) == "<div class=\"space-lg\"></div>\n")
    }

    /// Margin included in the view box; dark dots as runs of a row: (0,0), (1,1), then (1...3, 2).
    @Test func pictureIsAnAccessibleSVGOfRuns() {
        #expect(html([.picture(samplePicture)]) == """
            <svg class="picture" viewBox="0 0 8 7" role="img" aria-label="QR code of ticket RT1-ABCD">\
            <title>QR code of ticket RT1-ABCD</title><rect class="picture-light" width="8" height="7"/>\
            <path class="picture-dark" d="M2 2h1v1h-1zM3 3h1v1h-1zM3 4h3v1h-3z"/></svg>

            """)
    }

    @Test func aMeterIsABarFilledToItsShareAndNamedForScreenReaders() throws {
        let cells = [Cell("##........", tone: .success, meter: Cell.Meter(value: 250, limit: 1000, label: "Spent <25%>")),
                     Cell("##########", tone: .error, meter: Cell.Meter(value: 1500, limit: 1000, label: "over")),
                     Cell("", meter: Cell.Meter(value: 1, limit: 0, label: "no line")),
                     Cell("", meter: Cell.Meter(value: 0, limit: 0, label: "nothing"))]
        let table = Table(columns: [Table.Column("BAR")], rows: cells.map { [$0] })
        let (parsed, error) = ParsedMarkup.parse(html([.table(table)]))
        let markup = try #require(parsed, "\(error ?? "")")
        let meters = markup.elements(named: "svg").filter { $0.attributes["class"] == "meter" }
        #expect(meters.map { $0.attributes["aria-label"] ?? "" } == ["Spent <25%>", "over", "no line", "nothing"])
        #expect(meters.allSatisfy { $0.attributes["role"] == "img" })
        let fills = markup.elements(named: "rect").filter { $0.attributes["class"] == "meter-fill" }
        #expect(fills.map { $0.attributes["width"] ?? "" } == ["25", "100", "100", "0"], "a bar over its limit is full")
        #expect(!markup.texts.contains("##........"), "the page draws the bar, not its characters")
        #expect(render([.table(table)]).contains("##........"), "a terminal keeps the characters")
    }

    @Test func timelineDrawsLanesSpansMarksAndLegend() throws {
        let (parsed, error) = ParsedMarkup.parse(html([.timeline(sampleTimeline)]))
        let markup = try #require(parsed, "\(error ?? "")")
        let chart = try #require(markup.elements(named: "svg").first)
        let summary = "Timeline. Main hall: Keynote, Panel. Room B: Workshop."
        #expect(chart.attributes["role"] == "img")
        #expect(chart.attributes["aria-label"] == summary)
        #expect(markup.texts.first == summary)
        let scroll = try #require(markup.elements(named: "div").first { $0.attributes["class"] == "timeline-scroll" })
        #expect(scroll.attributes["tabindex"] == "0" && scroll.attributes["role"] == "region" && scroll.attributes["aria-label"] != nil,
                "a keyboard reaches the chart to scroll it")

        let spans = markup.elements(named: "svg").filter { $0.attributes["class"]?.hasPrefix("timeline-span") == true }
        #expect(spans.map { $0.attributes["class"] ?? "" }
            == ["timeline-span series-0", "timeline-span series-1 clash", "timeline-span series-none"])
        // 240 units over 800: an hour is 200 wide, after the 160 of the lane titles.
        #expect(spans.map { $0.attributes["x"] ?? "" } == ["160", "310", "560"])
        #expect(spans.map { $0.attributes["width"] ?? "" } == ["200", "200", "100"])
        #expect(markup.texts.contains("× "))

        let marks = markup.elements(named: "text").filter { $0.attributes["class"] == "timeline-mark" }
        #expect(marks.map { $0.attributes["x"] ?? "" } == ["160", "360", "560", "760"])
        #expect(markup.elements(named: "li").map { $0.attributes["class"] ?? "" } == ["series-0", "series-1"])
        #expect(markup.texts.suffix(2) == ["Talks", "Panels"])
    }

    /// Hourly marks over a long day would touch: every other one is kept.
    @Test func crowdedMarksAreThinned() throws {
        let day = Timeline(length: 24 * 60, scales: [60],
                           marks: (0..<24).map { Timeline.Mark(at: $0 * 60, label: "\($0):00") },
                           lanes: [], legend: [])
        let markup = try #require(ParsedMarkup.parse(html([.timeline(day)])).markup)
        let labels = markup.elements(named: "text").count
        #expect(labels == 12)
    }

    @Test func sectionWrapsTheDocumentForALiveRedraw() {
        let document = Document([.heading("Door", .section)])
        let expected = "<section id=\"tickets\" class=\"document\">\n<h2 class=\"role-section\">Door</h2>\n</section>\n"
        #expect(HTMLRenderer().render(document, sectionID: "tickets") == expected)
        let presentation = Presentation(document: document, csv: Table(columns: [], rows: []), json: "")
        #expect(HTMLRenderer().render(presentation, sectionID: "tickets") == expected)
    }

    @Test func sameDocumentSameBytes() {
        let first = html(sampleDashboard)
        #expect(html(sampleDashboard) == first)
        #expect(HTMLRenderer().render(Document(sampleDashboard), sectionID: "a") == HTMLRenderer().render(Document(sampleDashboard), sectionID: "a"))
    }

    @Test func sampleDashboardIsWellFormed() throws {
        let (parsed, error) = ParsedMarkup.parse(html(sampleDashboard))
        let markup = try #require(parsed, "\(error ?? "")")
        #expect(markup.elements(named: "section").count == 2)
        #expect(markup.elements(named: "th").allSatisfy { $0.attributes["scope"] == "col" })
        // Every image has a name and a title.
        let images = markup.elements.filter { $0.attributes["role"] == "img" }
        #expect(images.count == 2)
        #expect(images.allSatisfy { !($0.attributes["aria-label"] ?? "").isEmpty })
        #expect(markup.elements(named: "title").count == images.count + 3)
    }

    /// The pages' Content-Security-Policy refuses inline style and script: none may appear.
    @Test func noInlineStyleScriptOrHandler() throws {
        let output = html(sampleDashboard) + HTMLRenderer().render(Document(sampleDashboard), sectionID: "s")
        #expect(!output.contains("style="))
        #expect(!output.contains("<script"))
        #expect(!output.contains("<style"))
        #expect(output.firstMatch(of: /\son[a-z]+=/) == nil)
        let markup = try #require(ParsedMarkup.parse(output).markup)
        for element in markup.elements {
            #expect(!["script", "style"].contains(element.name))
            #expect(element.attributes.keys.allSatisfy { $0 != "style" && !$0.hasPrefix("on") }, "\(element)")
        }
    }
}
