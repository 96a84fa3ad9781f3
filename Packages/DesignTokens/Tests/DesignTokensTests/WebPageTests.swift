import DesignTokens
import Testing

/// The frame every page shares, and what a page's parts say to people and screen readers.
@Suite struct WebPageTests {
    @Test func theFrameEscapesItsTitleAndMarksWhereThePageIs() {
        let page = WebPage(title: "<Gala>", stylesheet: "/assets/rushday.css", scripts: ["/assets/live.js"], home: "/events",
                           navigation: Navigation(label: "Event", links: [Link("Dashboard", href: "/events/gala"),
                                                                         Link("Guests", href: "/events/gala/guests", current: true)]),
                           breadcrumbs: Breadcrumbs([Link("Events", href: "/events"), Link("<Gala>", href: "/events/gala", current: true)]),
                           notice: Notice("Saved"), mainData: [.data("live", "/x?a=1&b=2")], content: [.tag(.h1, text: "<Gala>")]).html
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"/>"))
        #expect(page.contains("<title>&lt;Gala&gt; · RushDay</title>"))
        #expect(page.contains("<script src=\"/assets/live.js\" defer=\"defer\"></script>"))
        #expect(page.contains("<a class=\"brand\" href=\"/events\">RushDay</a>"))
        #expect(page.contains("<a href=\"/events/gala/guests\" aria-current=\"page\">Guests</a>"), "\(page)")
        #expect(page.contains("<main class=\"page\" data-live=\"/x?a=1&amp;b=2\"><nav class=\"breadcrumbs\" aria-label=\"Breadcrumb\"><ol><li>"), "\(page)")
        #expect(page.contains("<p class=\"notice tone-success\" role=\"status\">Saved</p><h1>&lt;Gala&gt;</h1></main>"), "\(page)")
        #expect(!page.contains("<Gala>"))
    }

    @Test func aGuestsPageHasNoWayIn() {
        let page = WebPage(title: "Gala", stylesheet: "/s.css", scripts: [], home: nil, content: []).html
        #expect(page.contains("<span class=\"brand\">RushDay</span>"))
        #expect(!page.contains("href=\"/events\""))
    }

    @Test func nodesWrittenOnceReadAsTheyWouldHaveAndStayEscaped() {
        let nodes: [Node] = [.tag(.p, [.data("x", "a\"b")], text: "<script>x</script>"), .paragraphs(.p, [], "one\r\ntwo")]
        let kept = Node.Written(nodes)
        let once = WebPage(title: "t", stylesheet: "/s.css", scripts: [], home: nil, content: nodes).html
        let again = WebPage(title: "t", stylesheet: "/s.css", scripts: [], home: nil, content: [.written(kept)]).html
        #expect(again == once)
        #expect(again.contains("<p data-x=\"a&quot;b\">&lt;script&gt;x&lt;/script&gt;</p><p>one<br/>two</p>"), "\(again)")
    }

    @Test func typedParagraphsKeepTheirShape() {
        let page = WebPage(title: "t", stylesheet: "/s.css", scripts: [], home: nil,
                           content: [.paragraphs(.p, [.class("about")], "Line <1>\nline 2\n\nNext")]).html
        #expect(page.contains("<p class=\"about\">Line &lt;1&gt;<br/>line 2</p><p class=\"about\">Next</p>"), "\(page)")
    }

    @Test func aConfirmationSaysWhatItDoesAndHowToGoBack() {
        let form = Form(action: "/events/gala/delete", items: [.field(Field("confirm", label: "Type the event's handle", .text("")))],
                        buttons: [Button("Delete this event", kind: .danger)], token: Form.Token(name: "csrf", value: "x"))
        let page = WebPage(title: "Delete", stylesheet: "/s.css", scripts: [], home: "/events", content: [
            Confirmation(heading: "Delete Gala?", consequences: ["Its 3 guests go too."], form: form, back: Link("Keep it", href: "/events/gala")).node,
        ]).html
        #expect(page.contains("<section class=\"confirmation\"><h1>Delete Gala?</h1><p>Its 3 guests go too.</p><form"), "\(page)")
        #expect(page.contains("<button type=\"submit\" class=\"button-danger\">Delete this event</button>"), "\(page)")
        #expect(page.contains("<p><a href=\"/events/gala\">Keep it</a></p></section>"))
    }
}
