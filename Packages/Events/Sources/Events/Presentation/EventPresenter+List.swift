public import DesignTokens
public import Domain

extension EventPresenter {
    /// `events list`. Screen: a table HANDLE, TITLE, STATUS, STARTS, ZONE, ROLE, starts in each
    /// event's own zone with its offset; when empty, a hint to create one, or with a filter,
    /// that nothing matched it. JSON: an array of `EventJSON`. CSV: the same columns, starts in
    /// ISO 8601 with the offset. Only the format asked for is made: lists can be long.
    public static func list(_ response: EventListResponse) -> Presentation {
        Presentation(
            document: { Document([.table(EventRows.table(response.items, instants: .display, emptyMessage: emptyMessage(response)))]) },
            csv: { EventRows.table(response.items, instants: .iso8601) },
            json: { response.items.map { EventJSON(event: $0.event, role: $0.role) } })
    }

    /// "No past cancelled events. `rushday events list` shows all." when a filter was given.
    private static func emptyMessage(_ response: EventListResponse) -> String {
        let window: String? = switch response.window {
        case .all: nil
        case .upcoming: "upcoming"
        case .past: "past"
        }
        let words = [window, response.status?.rawValue].compactMap { $0 }
        guard !words.isEmpty else { return EventRows.emptyMessage }
        return "No \(words.joined(separator: " ")) events. `rushday events list` shows all."
    }
}
