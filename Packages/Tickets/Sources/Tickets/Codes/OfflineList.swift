public import Domain
public import Foundation

/// The door's offline list as `tickets door snapshot` writes it (`DoorListPresenter.list`'s
/// JSON), read back by a door without the database: who holds each ticket, which are cancelled
/// and which were inside when it was made.
public struct OfflineList: Hashable, Sendable {
    public struct Entry: Hashable, Sendable {
        public let reference: String
        public let holder: String
        public let type: String
        public let cancelled: Bool
        public let inside: Bool
    }

    /// Who let in a ticket the list says is inside, as far as a door knows.
    static let insideDevice = "another door"

    public let eventID: EventID
    public let publicKey: [UInt8]
    public let tickets: [TicketID: Entry]
    /// When the list was made: what it says of who is inside is as of then.
    public let madeAt: Date

    public init(parsing text: String) throws(DomainError) {
        let refusal = DomainError.invalid(field: "list", message: "is not a door's list; write one with 'tickets door snapshot'")
        guard let document = try? JSONDecoder().decode(DoorListPresenter.ListJSON.self, from: Data(text.utf8)),
              let event = EventID(uuidString: document.event.id), let key = Data(base64Encoded: document.publicKey), key.count == 32,
              let madeAt = try? Date(document.madeAt, strategy: .iso8601)
        else { throw refusal }
        var tickets: [TicketID: Entry] = [:]
        for ticket in document.tickets {
            guard let id = TicketID(uuidString: ticket.id) else { throw refusal }
            tickets[id] = Entry(reference: ticket.ticket, holder: ticket.holder, type: ticket.type, cancelled: ticket.status != TicketStatus.valid.rawValue,
                                inside: ticket.inside)
        }
        eventID = event
        publicKey = Array(key)
        self.tickets = tickets
        self.madeAt = madeAt
    }
}
