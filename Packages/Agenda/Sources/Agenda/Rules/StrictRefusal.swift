import Domain

/// The one error a strict add or update raises for a session that would conflict: the first
/// conflict in full and how many more there are, so the line stays one line.
enum StrictRefusal {
    static func error(_ conflicts: [AgendaConflict], minimumGapMinutes: Int) -> DomainError {
        let first = conflicts[0].explanation(minimumGapMinutes: minimumGapMinutes)
        let more = conflicts.count > 1 ? " (and \(conflicts.count - 1) more)" : ""
        return .invalid(field: "strict", message: "the session would conflict: \(first)\(more); change it, or go without \(field: "strict") to keep it with warnings")
    }
}
