/// Spreadsheets run a cell that starts with = + - @ (or a tab or CR) as a formula, so a guest
/// named "=HYPERLINK(...)" could run one on the organiser's machine (OWASP "CSV injection"). A
/// leading apostrophe makes it text; plain numbers such as "-12" stay numbers. The mark is
/// reversible: a value that itself starts with an apostrophe before one of those characters (or
/// before another apostrophe) is marked too, and reading takes exactly one mark off where one
/// was put, so every value reads back as it was written ("'=x" -> "''=x" -> "'=x"), and a
/// hand-typed "'Neill" keeps its apostrophe. The same rule as the CSV that `--format csv` prints.
enum FormulaGuard {
    static func neutralised(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard let first = scalars.first else { return text }
        if runsAsFormula(first) { return isPlainNumber(text) ? text : "'" + text }
        return first == "'" && isMarked(scalars.dropFirst()) ? "'" + text : text
    }

    /// The value `neutralised` was given.
    static func restored(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard scalars.first == "'", isMarked(scalars.dropFirst()) else { return text }
        return String(scalars.dropFirst())
    }

    private static func runsAsFormula(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "=", "+", "-", "@", "\t", "\r": true
        default: false
        }
    }

    /// What follows a mark: a formula's first character, or another apostrophe.
    private static func isMarked(_ rest: Substring.UnicodeScalarView) -> Bool {
        guard let next = rest.first else { return false }
        return next == "'" || runsAsFormula(next)
    }

    private static func isPlainNumber(_ text: String) -> Bool {
        var body = Substring(text)
        if let sign = body.first, sign == "+" || sign == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = { (part: Substring) in !part.isEmpty && part.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
        return parts.count == 1 ? digits(parts[0]) : (digits(parts[0]) || parts[0].isEmpty) && digits(parts[1])
    }
}
