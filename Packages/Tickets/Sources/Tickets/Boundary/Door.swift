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
    private var catalog: TicketCatalog?
    private var admitted = 0
    private var refused = 0

    init(dependencies: any TicketsDependencies, event: Event, key: EventSigningKey, direction: CheckInScan.Direction, device: String) {
        self.dependencies = dependencies
        self.event = event
        self.key = key
        self.direction = direction
        self.device = device
    }

    /// One code, as scanned (a trailing carriage return of a scanner's line is not part of it).
    /// A refused code is an answer, not an error: only the store failing throws.
    public func scan(_ scanned: String) async throws(DomainError) -> ScanResponse {
        let code = scanned.hasSuffix("\r") ? String(scanned.dropLast()) : scanned
        let (ticketID, refusal) = try await verdict(code)
        if refusal == nil { admitted += 1 } else { refused += 1 }
        var view: TicketView?
        if let ticketID, let ticket = try await dependencies.ticketRepository.ticket(id: ticketID) {
            view = try await self.view(ticket)
        }
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

    /// The ticket with its type, the catalog read once (types do not change during a door's run
    /// in a way that matters for showing a name).
    private func view(_ ticket: Ticket) async throws(DomainError) -> TicketView? {
        if catalog == nil { catalog = try await dependencies.ticketTypeRepository.catalog(of: event.id) }
        guard let type = catalog?.types.first(where: { $0.id == ticket.typeID }) else { return nil }
        return TicketView(ticket: ticket, type: type, code: "")
    }
}
