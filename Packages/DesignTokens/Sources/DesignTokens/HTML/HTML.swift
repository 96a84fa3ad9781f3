/// Text made safe to place in HTML: in an element or in a double- or single-quoted attribute,
/// whatever it holds, it reads as text and never as markup. Only the writer calls it: pages,
/// mail and printouts are nodes it writes, so nothing escapes by hand.
enum HTML {
    /// `& < > " '` become character references. Characters XML cannot carry (C0 controls but
    /// tab and line breaks, DEL, C1 controls, U+FFFE, U+FFFF) become U+FFFD, so the page stays
    /// well-formed; invisible and direction-changing characters are dropped, as on the
    /// terminal, so a name cannot reorder or hide the text around it.
    static func escaped(_ text: String) -> String {
        var output = ""
        appendEscaped(text, to: &output)
        return output
    }

    static func appendEscaped(_ text: String, to output: inout String) {
        // Most text is plain ASCII with nothing to change: one pass over its bytes says so.
        let isPlainASCII = text.utf8.allSatisfy { byte in
            byte >= 0x20 && byte < 0x7F && byte != 0x26 && byte != 0x3C && byte != 0x3E && byte != 0x22 && byte != 0x27
        }
        guard !isPlainASCII, text.unicodeScalars.contains(where: needsChange) else {
            output += text
            return
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": output += "&amp;"
            case "<": output += "&lt;"
            case ">": output += "&gt;"
            case "\"": output += "&quot;"
            case "'": output += "&#39;"
            case _ where TerminalText.isInvisible(scalar): continue
            case _ where isUnrepresentable(scalar): output.unicodeScalars.append("\u{FFFD}")
            default: output.unicodeScalars.append(scalar)
            }
        }
    }

    private static func needsChange(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'": true
        default: isUnrepresentable(scalar) || TerminalText.isInvisible(scalar)
        }
    }

    private static func isUnrepresentable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00..<0x20, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
