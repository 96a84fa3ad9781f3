public import Domain

/// What opening a door read of the store besides its user or link: the event, its key and its
/// ticket types. None of it changes from one scan to the next, so a server keeps it between
/// the scans of one door link and opens the door again from it (`OpenDoor.execute(_:from:)`),
/// dropping it when the store tells of a change to `tables`.
public struct DoorFacts: Sendable {
    /// The tables the facts are read from, by the store's names.
    public static let tables: Set<String> = ["events", "event_signing_keys", "ticket_types"]

    public let event: Event
    let key: EventSigningKey
    let catalog: TicketCatalog
}
