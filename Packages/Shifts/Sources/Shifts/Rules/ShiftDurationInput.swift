import Domain

/// A length of time as people type it for a series: "4h", "90m", "1h30m", "2 hours", "1 day".
enum ShiftDurationInput {
    /// Seconds; at least a minute and at most 31 days.
    static func parse(_ raw: String, field: String) throws(DomainError) -> Int {
        let text = raw.lowercased().replacing(" ", with: "")
        var seconds = 0
        var digits = ""
        var rest = Substring(text)
        let units: [(String, Int)] = [("days", 86_400), ("day", 86_400), ("d", 86_400), ("hours", 3_600), ("hour", 3_600), ("h", 3_600),
                                      ("minutes", 60), ("minute", 60), ("min", 60), ("m", 60)]
        while let first = rest.first {
            if first.isASCII, first.isNumber {
                digits.append(first)
                rest = rest.dropFirst()
                continue
            }
            // Eight digits hold any length allowed, in any unit; more would overflow.
            guard digits.count <= 8, let amount = Int(digits), let unit = units.first(where: { rest.hasPrefix($0.0) }) else { throw refusal(raw, field) }
            seconds += amount * unit.1
            digits = ""
            rest = rest.dropFirst(unit.0.count)
        }
        guard digits.isEmpty, (60...31 * 86_400).contains(seconds) else { throw refusal(raw, field) }
        return seconds
    }

    private static func refusal(_ raw: String, _ field: String) -> DomainError {
        .invalid(field: field, message: "\(UserText.quoted(raw)) is not a length of time; write it like 4h, 90m, 1h30m or 1 day (a minute to 31 days)")
    }
}
