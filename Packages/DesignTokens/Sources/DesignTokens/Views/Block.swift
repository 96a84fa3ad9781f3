/// One piece of a rendered screen, drawn top to bottom.
public enum Block: Hashable, Sendable {
    case heading(String, TypographyRole)
    case text(String, TypographyRole, Tone)
    /// A line of text with a time in it (`Cell.time(_:before:after:)`): a terminal prints the
    /// cell's text, a page says the time as people do.
    case sentence(Cell, TypographyRole, Tone)
    /// A one-line outcome with its symbol: "✔ Published summer-gala".
    case status(Symbol, String, Tone)
    case card(Card)
    case table(Table)
    case picture(Picture)
    case timeline(Timeline)
    case spacer(Spacing)
}
