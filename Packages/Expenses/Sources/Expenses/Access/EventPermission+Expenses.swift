public import Domain

/// Expenses' permission, for `EventAccess`: money is for the owner and organizers; staff may
/// neither see nor change expenses or the budget.
extension EventPermission {
    public static let expenses = EventPermission(roles: [.owner, .organizer], action: "see or change expenses and the budget")
}
