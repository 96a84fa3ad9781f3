extension QRCode {
    /// The symbol as an SVG document: a white background and one black path of the dark
    /// modules, one rectangle per horizontal run, in module units scaled to `moduleSize` pixels.
    /// Crisp edges keep renderers from anti-aliasing the seams between touching runs.
    public func svg(moduleSize: Int = 8, quietZone: Int = 4) -> String {
        precondition(moduleSize >= 1 && quietZone >= 0, "moduleSize must be at least 1 and quietZone not negative")
        let side = size + 2 * quietZone
        let pixels = side * moduleSize
        var path = ""
        for y in 0..<size {
            var x = 0
            while x < size {
                guard self[x, y] else { x += 1; continue }
                let start = x
                while x < size && self[x, y] { x += 1 }
                path += "M\(start + quietZone),\(y + quietZone)h\(x - start)v1h-\(x - start)z"
            }
        }
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="\(pixels)" height="\(pixels)" viewBox="0 0 \(side) \(side)">
            <rect width="\(side)" height="\(side)" fill="#ffffff"/>
            <path d="\(path)" fill="#000000" shape-rendering="crispEdges"/>
            </svg>

            """
    }
}
