/// Tasks texts that the Tasks feature and every store raise for the same rule.
extension DomainError {
    /// Another task of the event has this number.
    public static func taskNumberTaken(_ number: Int) -> DomainError {
        .conflict(field: "task", message: "#\(number) already names another task of this event")
    }

    /// Another template has this name.
    public static func taskTemplateNameTaken(_ name: String) -> DomainError {
        .conflict(field: "name", message: "a template named \(UserText.quoted(name)) exists already; choose another name or remove it first")
    }
}
