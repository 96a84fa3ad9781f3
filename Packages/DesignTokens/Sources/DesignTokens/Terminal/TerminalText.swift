/// Measuring and cleaning text for a terminal grid.
public enum TerminalText {
    /// Removes what could drive the terminal instead of being shown: C0 controls (ESC among
    /// them), DEL, and C1 controls (U+009B is a one-character CSI on some terminals). Line
    /// breaks and tabs become one space so "a\nb" still reads as two words on one grid row.
    /// Invisible and direction-changing characters (zero-width, bidi marks, overrides and
    /// isolates) are dropped too: the rule that refuses them on input is Domain's, and this is
    /// the second line for text stored before that rule or arriving another way.
    public static func sanitized(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) || isInvisible($0) }) else {
            return text
        }
        var scalars = String.UnicodeScalarView()
        var lastWasBreak = false
        for scalar in text.unicodeScalars {
            if isInvisible(scalar) {
                continue
            } else if !isControl(scalar) {
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
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    private static func isSpacing(_ scalar: Unicode.Scalar) -> Bool {
        // Tab, line feed, vertical tab, form feed, carriage return, next line, line and paragraph separators.
        (0x09...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// The same set as Domain's `UserText.isInvisible`; DesignTokens uses no other package.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x115F, 0x1160, 0x180E, 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064,
             0x2066...0x206F, 0x3164, 0xFEFF, 0xFFA0, 0xFFF9...0xFFFB:
            true
        default:
            false
        }
    }
}
