/// A symbol as its glyph: a browser has every glyph, so the ASCII fallbacks are never needed.
enum SymbolMarkup {
    static func write(_ symbol: Symbol, to writer: inout HTMLWriter) {
        writer.element("span", ["class": "symbol"], text: symbol.glyph)
    }
}
