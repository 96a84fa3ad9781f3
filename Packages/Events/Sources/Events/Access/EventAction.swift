/// What someone may try to do to an event; `Role.allows` decides. A feature that adds an
/// action adds its case here when it checks it.
enum EventAction: String, Hashable, Sendable, CustomStringConvertible {
    case view, edit, changeStatus, manageMembers, deleteDraft, forceDelete

    var description: String {
        switch self {
        case .view: "view this event"
        case .edit: "edit this event"
        case .changeStatus: "change this event's status"
        case .manageMembers: "manage members"
        case .deleteDraft: "delete this event"
        case .forceDelete: "delete an event that is not a draft"
        }
    }
}
