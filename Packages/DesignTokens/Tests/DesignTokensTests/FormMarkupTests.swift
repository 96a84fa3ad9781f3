import DesignTokens
import Testing

/// Forms drawn by the design system: each control labelled, what was typed kept and escaped,
/// a refusal beside its field and pointed at by the control, the token first.
@Suite struct FormMarkupTests {
    private func html(_ node: Node) -> String {
        WebPage(title: "t", stylesheet: "/s.css", scripts: [], home: nil, content: [node]).html
    }

    @Test func aFieldIsLabelledAndKeepsWhatWasTypedEscaped() {
        let form = Form(action: "/events/<x>", items: [.field(Field("title", label: "Title", .text("\"><script>alert(1)</script>"), required: true))],
                        buttons: [Button("Save")], token: Form.Token(name: "csrf", value: "t&k"))
        let page = html(form.node)
        #expect(page.contains("<form method=\"post\" action=\"/events/&lt;x&gt;\"><input type=\"hidden\" name=\"csrf\" value=\"t&amp;k\"/>"), "\(page)")
        #expect(page.contains("<label for=\"title\">Title</label><input type=\"text\" value=\"&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;\" id=\"title\" name=\"title\" required=\"required\"/>"), "\(page)")
        #expect(!page.contains("<script>alert"))
        #expect(page.contains("<div class=\"buttons\"><button type=\"submit\">Save</button></div></form>"), "\(page)")
    }

    @Test func aFieldInAFieldsetKeepsItsHintAndRefusalBesideIt() {
        let name = Field("companion-1", label: "Companion 1", .text("<b>"), hint: "Their name", error: "is too long")
        let page = html(Form(action: "/e", items: [.fieldset(legend: "Companions", fields: [name], name: "companions", error: nil, classes: [])],
                             buttons: [], token: nil).node)
        #expect(page.contains("aria-describedby=\"companion-1-hint companion-1-error\""), "\(page)")
        #expect(page.contains("<p class=\"field-hint\" id=\"companion-1-hint\">Their name</p>"), "\(page)")
        #expect(page.contains("<p class=\"field-error\" id=\"companion-1-error\" role=\"alert\">is too long</p></div></fieldset>"), "\(page)")
    }

    @Test func aRefusalStandsBesideItsFieldAndTheControlPointsAtIt() {
        let field = Field("starts", label: "Starts", .dateTime("2027-06-12T19:00", zone: "Europe/Berlin"), hint: "In the event's zone",
                          error: "the end must be after the start")
        let page = html(Form(action: "/e", items: [.field(field)], buttons: [], token: nil).node)
        #expect(page.contains("<div class=\"form-field invalid\"><label for=\"starts\">Starts</label>"), "\(page)")
        #expect(page.contains("aria-describedby=\"starts-hint starts-error\" aria-invalid=\"true\""), "\(page)")
        #expect(page.contains("<span class=\"unit\">Europe/Berlin</span>"))
        #expect(page.contains("<p class=\"field-hint\" id=\"starts-hint\">In the event&#39;s zone</p>"), "\(page)")
        #expect(page.contains("<p class=\"field-error\" id=\"starts-error\" role=\"alert\">the end must be after the start</p>"), "\(page)")
    }

    @Test func choicesMarkWhatIsChosen() {
        let options = [Field.Option("", "—"), Field.Option("fish", "Fish"), Field.Option("<v>", "Vegan & more")]
        let select = html(Field("meal", label: "Meal", .select(options, selected: "<v>")).node)
        // An option without a value would send its text ("—") instead of nothing.
        #expect(select.contains("<option value=\"\">—</option><option value=\"fish\">Fish</option>"
            + "<option value=\"&lt;v&gt;\" selected=\"selected\">Vegan &amp; more</option>"), "\(select)")
        let radios = html(Field("bus", label: "Bus?", .radios([Field.Option("yes", "Yes"), Field.Option("no", "No")], selected: "no")).node)
        #expect(radios.contains("<fieldset class=\"form-field choices\"><legend>Bus?</legend>"), "\(radios)")
        #expect(radios.contains("<input type=\"radio\" id=\"bus-no\" name=\"bus\" value=\"no\" checked=\"checked\"/> No</label>"), "\(radios)")
        let box = html(Field("pages", label: "Guest pages", .checkbox(checked: true)).node)
        #expect(box.contains("<label class=\"choice\"><input type=\"checkbox\" id=\"pages\" name=\"pages\" value=\"on\" checked=\"checked\"/> Guest pages</label>"), "\(box)")
    }

    @Test func aFileFieldMakesTheFormMultipart() {
        let form = Form(action: "/import", items: [.field(Field("file", label: "CSV", .file(accept: ".csv")))], buttons: [Button("Import")], token: nil)
        #expect(html(form.node).contains("enctype=\"multipart/form-data\""))
    }

    @Test func aPasswordIsNeverDrawnWithAValue() {
        #expect(!html(Field("password", label: "Password", .password).node).contains("value="))
    }
}
