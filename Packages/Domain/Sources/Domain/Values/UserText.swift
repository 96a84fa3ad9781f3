/// The rules for text people type that other people read (titles, names, venues,
/// descriptions), and the one way any typed value is echoed back in a message.
public enum UserText {
    /// Longest echo of a typed value: enough to recognise it, never a wall of text.
    public static let echoLimit = 60

    /// `raw` in single quotes for an error message: cut to `echoLimit` characters with an
    /// ellipsis, control, invisible and direction-changing characters shown as `\u{1B}`, so the
    /// message stays one line and shows what was typed rather than what it would do to a terminal.
    public static func quoted(_ raw: String) -> String {
        let cut = raw.count > echoLimit ? String(raw.prefix(echoLimit)) + "…" : raw
        return "'\(escaped(cut))'"
    }

    /// Every control, invisible or direction-changing scalar of `text` written as `\u{HEX}`.
    public static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) || isInvisible(scalar) {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Refuses text that would read differently from what is stored: control characters (line
    /// breaks and tabs only where `allowingLineBreaks`), and invisible or direction-changing ones.
    public static func validate(_ text: String, field: String, allowingLineBreaks: Bool) throws(DomainError) {
        // Printable ASCII holds no control nor invisible character: most text, checked bytewise.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return }
        let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\t"]
        if text.unicodeScalars.contains(where: { isControl($0) && !(allowingLineBreaks && lineBreaks.contains($0)) }) {
            let hint = allowingLineBreaks ? "only line breaks and tabs are allowed" : "write it on one line without tabs"
            throw .invalid(field: field, message: "contains a control character; \(hint)")
        }
        try requireVisible(text, field: field)
    }

    /// Refuses invisible and direction-changing characters alone: for values with rules of their
    /// own about the rest (an email address), which must not display like another value.
    public static func requireVisible(_ text: String, field: String) throws(DomainError) {
        if let hidden = text.unicodeScalars.first(where: isInvisible) {
            let hex = String(hidden.value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            throw .invalid(field: field, message: "contains an invisible or direction-changing character (\(code)); remove it, it makes the text read differently from what is stored")
        }
    }

    /// C0, DEL, C1 and the Unicode line and paragraph separators: each breaks a line or
    /// drives a terminal.
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }

    /// Zero-width characters, bidi marks, embeddings, overrides and isolates, and the
    /// byte-order mark: invisible in a table, yet they hide text or reorder what follows.
    /// The zero-width joiner and non-joiner (U+200D, U+200C) are not among them: they only
    /// shape what surrounds them, and Persian, Indic scripts and emoji sequences need them.
    public static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x115F, 0x1160, 0x180E, 0x200B, 0x200E, 0x200F, 0x202A...0x202E, 0x2060...0x2064,
             0x2066...0x206F, 0x3164, 0xFEFF, 0xFFA0, 0xFFF9...0xFFFB:
            true
        default:
            false
        }
    }
}
