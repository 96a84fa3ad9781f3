public import Domain

/// A guest's answer to one of the event's questions, by the question's key: a blank value
/// clears the answer where a request may clear. The web's form gives the pair as it is; the
/// command line's `KEY=VALUE` is split by `parse`.
public struct QuestionAnswer: Hashable, Sendable {
    public let key: String
    public let value: String

    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }

    /// `meal=vegan` as key and value; `meal=` clears.
    public static func parse(_ typed: String) throws(DomainError) -> QuestionAnswer {
        guard let equals = typed.firstIndex(of: "=") else {
            throw .invalid(field: "answer", message: "\(UserText.quoted(typed)) is not KEY=VALUE; write it like meal=vegan")
        }
        return QuestionAnswer(key: String(typed[..<equals]), value: String(typed[typed.index(after: equals)...]))
    }
}
