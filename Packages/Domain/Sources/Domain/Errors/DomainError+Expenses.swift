/// Expense texts that the Expenses feature and every store raise for the same rule.
extension DomainError {
    /// Another expense of the event has this number.
    public static func expenseNumberTaken(_ number: Int) -> DomainError {
        .conflict(field: "expense", message: "number \(number) already names another expense of this event; try again")
    }

    /// The event has two budget lines for this category.
    public static func budgetCategoryTaken(_ category: Handle) -> DomainError {
        .conflict(field: "category", message: "'\(category)' already has a budget line in this event; set that line instead")
    }
}
