/// A count with its noun in the number it needs: "1 party", "5 parties", "0 guests". Every
/// message that counts says it this way, never "1 parties" or "ticket(s)".
public enum Plural {
    /// The plural is the singular with an "s" unless given ("party", "parties").
    public static func of<Count: BinaryInteger>(_ count: Count, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(noun(count, singular, plural))"
    }

    /// The noun alone, for sentences that put the count elsewhere.
    public static func noun<Count: BinaryInteger>(_ count: Count, _ singular: String, _ plural: String? = nil) -> String {
        count == 1 ? singular : plural ?? singular + "s"
    }
}
