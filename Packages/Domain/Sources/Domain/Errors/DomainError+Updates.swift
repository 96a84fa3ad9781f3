extension DomainError {
    /// What every update use case answers when given no field to change: one rule and one line
    /// for events, guests, expenses, ticket types and sessions, and nothing is written.
    public static let nothingToChange = DomainError.invalid(field: "update", message: "nothing to change; give at least one field with a new value")
}
