/// RFC 5545 content lines (section 3.1): a line longer than 75 octets is folded into lines of
/// at most 75 octets, each continuation starting with one space (which counts), and cut only
/// between Unicode scalars, so no line holds half a UTF-8 character. Lines end in CRLF.
public enum ContentLine {
    public static let octetLimit = 75

    /// "NAME:value" folded, each physical line ending in CRLF.
    public static func folded(_ line: String) -> String {
        var result = ""
        var current = 0
        for scalar in line.unicodeScalars {
            let size = UTF8.width(scalar)
            if current + size > octetLimit {
                result += "\r\n "
                current = 1
            }
            result.unicodeScalars.append(scalar)
            current += size
        }
        return result + "\r\n"
    }

    /// A TEXT value (section 3.3.11): backslash, semicolon and comma escaped with a backslash,
    /// every line break (CRLF, CR or LF) as `\n`.
    public static func text(_ value: String) -> String {
        var escaped = ""
        var previousWasCR = false
        for scalar in value.unicodeScalars {
            defer { previousWasCR = scalar == "\r" }
            switch scalar {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\r": escaped += "\\n"
            case "\n": if !previousWasCR { escaped += "\\n" }
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}
