public import DesignTokens
public import Domain

extension EventPresenter {
    /// `events list`. Screen: a table HANDLE, TITLE, STATUS, STARTS, ZONE, ROLE, starts in each
    /// event's own zone with its offset; when empty, a hint to create one, or with a filter,
    /// that nothing matched it. JSON: an array of `EventJSON`. CSV: the same columns, starts in
    /// ISO 8601 with the offset. Only the format asked for is made: lists can be long.
    public static func list(_ response: EventListResponse, words: FaceWords) -> Presentation {
        Presentation(
            document: { Document([.table(EventRows.table(response.items, instants: .display, emptyMessage: emptyMessage(response, words)))]) },
            csv: { EventRows.table(response.items, instants: .iso8601) },
            json: { JSONItems(response.items) { EventJSON(event: $0.event, role: $0.role) } })
    }

    /// "No events yet." and how to create one; "No past cancelled events." and how to see all
    /// when a filter was given.
    private static func emptyMessage(_ response: EventListResponse, _ words: FaceWords) -> String {
        let window: String? = switch response.window {
        case .all: nil
        case .upcoming: "upcoming"
        case .past: "past"
        }
        let filter = [window, response.status?.rawValue].compactMap { $0 }
        guard !filter.isEmpty else { return "No events yet. " + words.step(.createEvent) }
        return "No \(filter.joined(separator: " ")) events. " + words.step(.listAllEvents)
    }
}
