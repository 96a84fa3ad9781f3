public import DesignTokens
public import Domain

extension EventPresenter {
    /// `events list`. Screen: a table HANDLE, TITLE, STATUS, STARTS, ZONE, ROLE, starts in each
    /// event's own zone with its offset; a hint to create one when empty. JSON: an array of
    /// `EventJSON`. CSV: the same columns, starts in ISO 8601 with the offset.
    public static func list(_ response: EventListResponse) -> Presentation {
        Presentation(
            document: Document([.table(EventRows.table(response.items, instants: .display))]),
            csv: EventRows.table(response.items, instants: .iso8601),
            json: response.items.map { EventJSON(event: $0.event, role: $0.role) })
    }
}
