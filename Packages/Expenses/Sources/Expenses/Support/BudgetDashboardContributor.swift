public import Domain

/// The budget section of `events show`: budget, spent, remaining and cost per head. Events
/// asks it through Domain's `DashboardContributor`, never knowing Expenses. Staff, who may not
/// see the money, get no section at all.
public struct BudgetDashboardContributor: DashboardContributor {
    private let dependencies: any ExpensesDependencies

    public init(_ dependencies: any ExpensesDependencies) {
        self.dependencies = dependencies
    }

    public func section(for event: Event, seenAs role: Role) async throws(DomainError) -> DashboardSection? {
        // The rest of the page is theirs: who may not see the money gets no section, not a refusal.
        guard EventPermission.expenses.allows(role) else { return nil }
        let figures = BudgetFigures(event: event, lines: try await dependencies.expenseRepository.budget(of: event.id),
                                    expenses: try await dependencies.expenseRepository.expenses(of: event.id),
                                    heads: try await dependencies.headCounter.heads(of: event.id))
        var items: [DashboardSection.Item] = [
            .init(label: "Budget", value: figures.budget?.description ?? "not set"),
            .init(label: "Spent", value: figures.spent.description),
            .init(label: "Remaining", value: figures.remaining?.description ?? "n/a"),
            .init(label: "Cost per head", value: figures.costPerHead?.description ?? "n/a"),
        ]
        if figures.heads.checkedIn != nil {
            items.append(.init(label: "Cost per checked-in head", value: figures.costPerCheckedInHead?.description ?? "n/a"))
        }
        return DashboardSection(key: "budget", title: "Budget", items: items)
    }
}
