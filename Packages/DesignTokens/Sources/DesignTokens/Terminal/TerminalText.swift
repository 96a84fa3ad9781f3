/// Measuring and cleaning text for a terminal grid.
public enum TerminalText {
    /// Removes what could drive the terminal instead of being shown: C0 controls (ESC among
    /// them), DEL, and C1 controls (U+009B is a one-character CSI on some terminals). Line
    /// breaks and tabs become one space so "a\nb" still reads as two words on one grid row.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var lastWasBreak = false
        for scalar in text.unicodeScalars {
            if !isControl(scalar) {
                scalars.append(scalar)
                lastWasBreak = false
            } else if isSpacing(scalar), !lastWasBreak {
                scalars.append(" ")
                lastWasBreak = true
            }
        }
        return String(scalars)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    private static func isSpacing(_ scalar: Unicode.Scalar) -> Bool {
        // Tab, line feed, vertical tab, form feed, carriage return, next line.
        (0x09...0x0D).contains(scalar.value) || scalar.value == 0x85
    }
}
