import Domain

/// `rushday expenses budget set | show --format json`. Stable schema:
///
///     {"event": "gala", "lines": [{"category": "venue", "amount": Money}], "total": Money,
///      "eventBudget": Money | null, "overEventBudget": Money | null}
///
/// `total` adds up the lines; `overEventBudget` is by how much it passes the event's own
/// budget (`eventBudget`), null when it fits or the event has none.
struct BudgetJSON: Encodable, Sendable {
    struct Line: Encodable, Sendable {
        let category: String
        let amount: Money
    }

    let event: String
    let lines: [Line]
    let total: Money
    let eventBudget: Money?
    let overEventBudget: Money?

    init(_ response: BudgetResponse) {
        event = response.event.handle.value
        lines = response.lines.map { Line(category: $0.category.value, amount: $0.amount) }
        total = response.total
        eventBudget = response.event.budget
        overEventBudget = response.overCap
    }

    enum CodingKeys: String, CodingKey { case event, lines, total, eventBudget, overEventBudget }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(event, forKey: .event)
        try container.encode(lines, forKey: .lines)
        try container.encode(total, forKey: .total)
        try container.encode(eventBudget, forKey: .eventBudget)
        try container.encode(overEventBudget, forKey: .overEventBudget)
    }
}
