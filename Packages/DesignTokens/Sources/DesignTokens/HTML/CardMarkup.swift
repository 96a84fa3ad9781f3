/// A card as a section titled by its heading, its badge beside the title, and its fields as a
/// description list: each label (`<dt>`) with its value (`<dd>`).
struct CardMarkup {
    let card: Card
    let headingTag: String

    func write(to writer: inout HTMLWriter) {
        writer.open("section", ["class": "card"])
        writer.open("header", ["class": "card-header"])
        writer.element(headingTag, ["class": CSSName.role(.cardTitle)], text: card.title)
        if let badge = card.badge {
            BadgeMarkup.write(badge, to: &writer)
        }
        writer.close("header")
        if !card.fields.isEmpty {
            writer.newline()
            writer.open("dl", ["class": "fields"])
            for field in card.fields {
                writer.newline()
                writer.open("div", ["class": "field"])
                writer.element("dt", text: field.label)
                writer.cell("dd", ["class": CSSName.tone(field.value.tone) ?? ""], field.value)
                writer.close("div")
            }
            writer.newline()
            writer.close("dl")
        }
        writer.newline()
        writer.close("section")
    }
}
