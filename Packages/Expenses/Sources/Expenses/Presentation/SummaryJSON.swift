import Domain

/// `rushday expenses summary --format json`. Stable schema; every key always present:
///
///     {"event": "gala", "budget": Money | null, "budgetLines": Money,
///      "linesOverBudget": Money | null, "spent": Money, "remaining": Money | null,
///      "categories": [{"category": "venue", "budget": Money | null, "spent": Money,
///                      "remaining": Money | null, "overBudget": false}],
///      "heads": {"accepted": 40, "checkedIn": null},
///      "costPerHead": Money | null, "costPerCheckedInHead": Money | null}
///
/// `budget` is the event's own total budget, or what the lines add up to when it has none;
/// `linesOverBudget` says by how much the lines pass the event's budget. A category's `budget`
/// is its line (null: spending without a line). `costPerHead` is spent over accepted heads,
/// rounded half to even; null without accepted heads. `checkedIn` and `costPerCheckedInHead`
/// stay null until tickets count arrivals.
struct SummaryJSON: Encodable, Sendable {
    struct Category: Encodable, Sendable {
        let category: String
        let budget: Money?
        let spent: Money
        let remaining: Money?
        let overBudget: Bool

        enum CodingKeys: String, CodingKey { case category, budget, spent, remaining, overBudget }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(category, forKey: .category)
            try container.encode(budget, forKey: .budget)
            try container.encode(spent, forKey: .spent)
            try container.encode(remaining, forKey: .remaining)
            try container.encode(overBudget, forKey: .overBudget)
        }
    }

    struct Heads: Encodable, Sendable {
        let accepted: Int
        let checkedIn: Int?

        enum CodingKeys: String, CodingKey { case accepted, checkedIn }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(accepted, forKey: .accepted)
            try container.encode(checkedIn, forKey: .checkedIn)
        }
    }

    let event: String
    let budget: Money?
    let budgetLines: Money
    let linesOverBudget: Money?
    let spent: Money
    let remaining: Money?
    let categories: [Category]
    let heads: Heads
    let costPerHead: Money?
    let costPerCheckedInHead: Money?

    init(_ response: SummaryResponse) {
        let figures = response.figures
        event = response.event.handle.value
        budget = figures.budget
        budgetLines = figures.lines
        linesOverBudget = figures.linesOverBudget
        spent = figures.spent
        remaining = figures.remaining
        categories = response.categories.map {
            Category(category: $0.category, budget: $0.budget, spent: $0.spent, remaining: $0.remaining, overBudget: $0.isOverBudget)
        }
        heads = Heads(accepted: figures.heads.accepted, checkedIn: figures.heads.checkedIn)
        costPerHead = figures.costPerHead
        costPerCheckedInHead = figures.costPerCheckedInHead
    }

    enum CodingKeys: String, CodingKey {
        case event, budget, budgetLines, linesOverBudget, spent, remaining, categories, heads, costPerHead, costPerCheckedInHead
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(event, forKey: .event)
        try container.encode(budget, forKey: .budget)
        try container.encode(budgetLines, forKey: .budgetLines)
        try container.encode(linesOverBudget, forKey: .linesOverBudget)
        try container.encode(spent, forKey: .spent)
        try container.encode(remaining, forKey: .remaining)
        try container.encode(categories, forKey: .categories)
        try container.encode(heads, forKey: .heads)
        try container.encode(costPerHead, forKey: .costPerHead)
        try container.encode(costPerCheckedInHead, forKey: .costPerCheckedInHead)
    }
}
