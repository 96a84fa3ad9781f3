/// A meter as inline SVG: a track the width of the limit and the filled part over it, in the
/// cell's tone (the stylesheet colours it), named by its label for screen readers. No script:
/// a page's chart of spending against budget is these bars in their table.
struct MeterMarkup {
    /// The bar's length in the viewBox's units: the filled part is whole units of it.
    static let scale = 100

    let meter: Cell.Meter

    func write(to writer: inout HTMLWriter) {
        writer.open("svg", ["class": "meter", "viewBox": "0 0 \(Self.scale) 10", "preserveAspectRatio": "none", "role": "img",
                            "aria-label": meter.label])
        writer.element("title", text: meter.label)
        writer.void("rect", ["class": "meter-track", "width": "\(Self.scale)", "height": "10"])
        writer.void("rect", ["class": "meter-fill", "width": "\(meter.filled(of: Self.scale))", "height": "10"])
        writer.close("svg")
    }
}
