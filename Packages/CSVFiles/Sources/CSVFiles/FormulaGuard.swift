/// Spreadsheets run a cell that starts with = + - @ (or a tab or CR) as a formula, so a guest
/// named "=HYPERLINK(...)" could run one on the organiser's machine (OWASP "CSV injection"). A
/// leading apostrophe makes it text; plain numbers such as "-12" stay numbers. The same rule as
/// the CSV that `--format csv` prints.
enum FormulaGuard {
    static func neutralised(_ text: String) -> String {
        switch text.unicodeScalars.first {
        case "=", "+", "-", "@", "\t", "\r":
            isPlainNumber(text) ? text : "'" + text
        default:
            text
        }
    }

    private static func isPlainNumber(_ text: String) -> Bool {
        var body = Substring(text)
        if let sign = body.first, sign == "+" || sign == "-" { body = body.dropFirst() }
        let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let digits = { (part: Substring) in !part.isEmpty && part.unicodeScalars.allSatisfy { ("0"..."9").contains($0) } }
        return parts.count == 1 ? digits(parts[0]) : (digits(parts[0]) || parts[0].isEmpty) && digits(parts[1])
    }
}
