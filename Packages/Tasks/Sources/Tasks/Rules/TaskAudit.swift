import Domain

/// A task's fields as its log entries show them, named as `tasks add` and `tasks update` take
/// them, and how the log names a task.
enum TaskAudit {
    /// The assignee by their email in `emails`; one not there (who left the event) as such.
    static func fields(emails: [UserID: String]) -> [(String, (EventTask) -> String?)] {
        [
            ("title", { $0.title }), ("due", { $0.due.map(Self.words) }),
            ("assign", { task in task.assignee.map { emails[$0] ?? "a former member" } }), ("note", { $0.note }),
        ]
    }

    /// The members' emails, by their accounts.
    static func emails(of members: [MemberRecord]) -> [UserID: String] {
        Dictionary(members.map { ($0.membership.userID, $0.email.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// "3 days before the start", or the instant a fixed one falls due.
    static func words(_ due: TaskDue) -> String {
        switch due {
        case .at(let date): AuditChange.instant(date) ?? ""
        case .relative(let offset): TaskDueInput.words(offset)
        }
    }

    /// A task as its commands take it: "#3".
    static func reference(_ task: EventTask) -> String {
        "#\(task.number)"
    }
}
