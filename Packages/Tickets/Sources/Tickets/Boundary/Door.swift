public import Domain

/// An open door of one event: scans codes in one direction on one device and keeps the running
/// count. Each scan is checked offline (form, event, key, signature), then recorded by the store
/// in one conditional write, so no ticket is let in twice however many doors scan it at once.
public actor Door {
    private let dependencies: any TicketsDependencies
    public nonisolated let event: Event
    private let key: EventSigningKey
    private let direction: CheckInScan.Direction
    private let device: String
    /// The event's tickets and types when the door opened, to name who a scan is about without
    /// a read per scan (a ticket issued later is read when first scanned). Whether a ticket may
    /// enter is always the store's answer, never this copy's.
    private var tickets: [TicketID: Ticket]
    private let types: [TicketTypeID: TicketType]
    private var admitted = 0
    private var refused = 0

    init(dependencies: any TicketsDependencies, event: Event, key: EventSigningKey, direction: CheckInScan.Direction, device: String,
         tickets: [Ticket], catalog: TicketCatalog) {
        self.dependencies = dependencies
        self.event = event
        self.key = key
        self.direction = direction
        self.device = device
        self.tickets = Dictionary(tickets.map { ($0.id, $0) }) { first, _ in first }
        types = Dictionary(catalog.types.map { ($0.id, $0) }) { first, _ in first }
    }

    /// One code, as scanned (a trailing carriage return of a scanner's line is not part of it).
    /// A refused code is an answer, not an error: only the store failing throws.
    public func scan(_ scanned: String) async throws(DomainError) -> ScanResponse {
        let code = scanned.hasSuffix("\r") ? String(scanned.dropLast()) : scanned
        let (ticketID, refusal) = try await verdict(code)
        if refusal == nil { admitted += 1 } else { refused += 1 }
        var view: TicketView?
        if let ticketID { view = try await self.view(ticketID) }
        return ScanResponse(event: event, code: code, direction: direction, ticket: view, refusal: refusal,
                            admitted: admitted, refused: refused)
    }

    private func verdict(_ code: String) async throws(DomainError) -> (TicketID?, CodeRefusal?) {
        let parsed: TicketCode
        do {
            parsed = try TicketCode.parse(code)
            try parsed.check(event: event.id, publicKey: key.publicKey, signer: dependencies.signatureService)
        } catch {
            return (nil, error)
        }
        let scan = CheckInScan(ticketID: parsed.ticketID, eventID: event.id, direction: direction, device: device,
                               at: dependencies.clock.now())
        switch try await dependencies.checkInRepository.record(scan) {
        case .recorded: return (parsed.ticketID, nil)
        case .unknownTicket: return (nil, .unknownTicket)
        case let .cancelled(at): return (parsed.ticketID, .cancelled(at: at))
        case let .alreadyInside(entry): return (parsed.ticketID, .alreadyInside(entry))
        case .notInside: return (parsed.ticketID, .notInside)
        }
    }

    /// The ticket with its type, for the line the door shows.
    private func view(_ id: TicketID) async throws(DomainError) -> TicketView? {
        if tickets[id] == nil, let ticket = try await dependencies.ticketRepository.ticket(id: id) { tickets[id] = ticket }
        guard let ticket = tickets[id], let type = types[ticket.typeID] else { return nil }
        return TicketView(ticket: ticket, type: type, code: "")
    }
}
