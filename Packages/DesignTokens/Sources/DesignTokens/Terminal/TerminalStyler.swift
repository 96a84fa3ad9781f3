/// Turns a text style into SGR escape codes for one colour level. The only place in the
/// package that writes an escape sequence.
struct TerminalStyler: Sendable {
    let colorLevel: TerminalCapabilities.ColorLevel

    /// Wraps the text in its style and a reset, so nothing leaks into the next span. Without
    /// colour the text comes back untouched: no bold either, because a terminal that cannot
    /// take colour (or a file) should not receive escape codes at all.
    func paint(_ text: String, _ style: TextStyle) -> String {
        guard colorLevel != .none, !text.isEmpty else {
            return text
        }
        var parameters: [String] = []
        if style.bold {
            parameters.append("1")
        }
        if let color = style.tone.color {
            parameters.append(foreground(color))
        }
        guard !parameters.isEmpty else {
            return text
        }
        return "\u{1B}[" + parameters.joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }

    /// The text in one palette colour (a series colour that no tone names).
    func paint(_ text: String, color: ColorToken) -> String {
        guard colorLevel != .none, !text.isEmpty else {
            return text
        }
        return "\u{1B}[" + foreground(color) + "m" + text + "\u{1B}[0m"
    }

    private func foreground(_ color: ColorToken) -> String {
        switch colorLevel {
        case .none: ""
        case .ansi16: "\(color.ansi16)"
        case .ansi256: "38;5;\(color.xterm256)"
        case .trueColor: "38;2;\(color.red);\(color.green);\(color.blue)"
        }
    }
}
