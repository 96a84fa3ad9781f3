import Testing

/// The reader that judges the renderer's markup must itself refuse what is not well-formed.
struct MarkupParserTests {
    @Test func readsElementsAttributesAndReferences() throws {
        let markup = try #require(ParsedMarkup.parse(#"<p class="a" title='b &amp; c'>x &lt;y&gt; &#39;z&#x27;</p><br/>"#).markup)
        #expect(markup.elements == [ParsedMarkup.Element(name: "p", attributes: ["class": "a", "title": "b & c"]),
                                    ParsedMarkup.Element(name: "br", attributes: [:])])
        #expect(markup.texts == ["x <y> 'z'"])
    }

    @Test(arguments: [
        "<p>a</b>", "<p>", "</p>", "<br>", "a & b", "a &nbsp; b", "a < b", "<p class=x></p>",
        #"<p a="1" a="2"/>"#, #"<p a="<"/>"#, #"<p a="1"b="2"/>"#, "<!-- c -->", "a\u{1}b", "<p \u{1}/>",
    ])
    func refusesMalformedMarkup(_ text: String) {
        #expect(ParsedMarkup.parse(text).markup == nil)
    }
}
