/// Draws a `Picture` in text: two dots per character cell with half blocks (`▀ ▄ █`), so a
/// QR code keeps square modules. With colour, every cell is painted black on white whatever
/// the terminal's theme, as a scanner expects dark modules on light; without colour the
/// terminal's own colours are used (dark text on a light theme). Without Unicode each dot is
/// two characters, `##` or spaces, one line per row.
struct PictureLayout {
    let picture: Picture
    let capabilities: TerminalCapabilities

    func lines() -> [String] {
        let xs = -picture.margin..<(picture.width + picture.margin)
        let ys = -picture.margin..<(picture.height + picture.margin)
        guard capabilities.unicode else {
            return ys.map { y in String(xs.map { x in picture.isDark(x, y) ? "##" : "  " }.joined()) }
        }
        return stride(from: ys.lowerBound, to: ys.upperBound, by: 2).map { y in
            let cells = String(xs.map { x in Self.cell(top: picture.isDark(x, y), bottom: picture.isDark(x, y + 1)) })
            // Black on bright white, reset at the end of each line so nothing leaks past it.
            return capabilities.colorLevel == .none ? cells : "\u{1B}[30;107m" + cells + "\u{1B}[0m"
        }
    }

    private static func cell(top: Bool, bottom: Bool) -> Character {
        switch (top, bottom) {
        case (true, true): "█"
        case (true, false): "▀"
        case (false, true): "▄"
        case (false, false): " "
        }
    }
}
