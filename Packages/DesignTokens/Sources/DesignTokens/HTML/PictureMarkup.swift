/// A picture as inline SVG, one unit a dot: a light ground the size of the picture and its
/// margin, then the dark dots as one path of row runs (a QR code of 33x33 is a few hundred runs,
/// not a thousand elements). Its label is its name for screen readers. The stylesheet keeps it
/// black on white and its edges crisp, at any size.
struct PictureMarkup {
    let picture: Picture

    func write(to writer: inout HTMLWriter) {
        let width = picture.width + 2 * picture.margin
        let height = picture.height + 2 * picture.margin
        writer.open("svg", ["class": "picture", "viewBox": "0 0 \(width) \(height)", "role": "img",
                            "aria-label": picture.label])
        writer.element("title", text: picture.label)
        writer.void("rect", ["class": "picture-light", "width": "\(width)", "height": "\(height)"])
        writer.void("path", ["class": "picture-dark", "d": darkRuns()])
        writer.close("svg")
    }

    private func darkRuns() -> String {
        var path = ""
        for y in 0..<picture.height {
            var x = 0
            while x < picture.width {
                guard picture.isDark(x, y) else {
                    x += 1
                    continue
                }
                let start = x
                while x < picture.width, picture.isDark(x, y) {
                    x += 1
                }
                path += "M\(start + picture.margin) \(y + picture.margin)h\(x - start)v1h-\(x - start)z"
            }
        }
        return path
    }
}
