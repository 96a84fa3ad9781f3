/// Whether an event's organisers are mailed the answers its guests give on their own pages:
/// a mail for each answer as it comes, one a day with the day's answers, or none.
public enum AnswerNotices: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case each
    case daily
    case off

    public var description: String { rawValue }
}
