public import Domain

/// The parties whose guest, holder or email matches what the door typed, each with all its
/// tickets (so a party is admitted one by one), best first.
public struct DoorMatchesResponse: Hashable, Sendable {
    public struct Match: Hashable, Sendable {
        /// The guest's name, or the holder's for a ticket issued to no guest.
        public let name: String
        public let email: String?
        public let tickets: [DoorTicket]
    }

    public let event: Event
    public let query: String
    public let matches: [Match]
}
