enum BadgeMarkup {
    static func write(_ badge: Badge, to writer: inout HTMLWriter) {
        writer.element("span", ["class": CSSName.classes("badge", CSSName.tone(badge.tone))], text: badge.text)
    }
}
