import Domain

extension Role {
    /// The owner may do everything; organizers all but force-deleting; staff (door) only view.
    func allows(_ action: EventAction) -> Bool {
        switch action {
        case .view: true
        case .edit, .changeStatus, .manageMembers, .deleteDraft: self != .staff
        case .forceDelete: self == .owner
        }
    }
}
