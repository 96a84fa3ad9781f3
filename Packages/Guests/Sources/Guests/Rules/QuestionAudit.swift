import Domain

/// A question's fields as its log entries show them, named as `guests questions add` names
/// its options.
enum QuestionAudit {
    static var fields: [(String, (GuestQuestion) -> String?)] {
        [
            ("kind", { $0.kind.rawValue }), ("choice", { $0.choices.isEmpty ? nil : $0.choices.joined(separator: ", ") }),
            ("prompt", { $0.prompt }),
        ]
    }

    /// Every field of a question removed: the log keeps what it asked.
    static func removed(_ question: GuestQuestion) -> [AuditChange] {
        fields.compactMap { name, read in read(question).map { AuditChange(name, old: $0, new: nil) } }
    }

    /// The guests' answers a forced change or removal dropped with it; none when it dropped none.
    static func dropped(_ count: Int) -> [AuditChange] {
        count == 0 ? [] : [AuditChange("dropped-answers", old: nil, new: String(count))]
    }
}
