public import Domain

/// An open door of one event: scans codes in one direction on one device and keeps the running
/// count. Each scan is checked offline (form, event, key, signature), then recorded by the store
/// in one conditional write, so no ticket is let in twice however many doors scan it at once.
///
/// The two halves are apart so a queue of codes can be checked on other cores while the store
/// records the one before: `check` needs nothing of the door's state, `record` takes the checked
/// codes in order. `scan` does both for one code.
public actor Door {
    private nonisolated let dependencies: any TicketsDependencies
    public nonisolated let event: Event
    private nonisolated let key: EventSigningKey
    private nonisolated let catalog: TicketCatalog
    private nonisolated let direction: CheckInScan.Direction
    private nonisolated let device: String
    /// The event's types when the door opened, to name a scanned ticket's type; the ticket comes
    /// with the store's answer (`RecordedScan`), whether it may enter always the store's.
    private let types: [TicketTypeID: TicketType]
    private var admitted = 0
    private var refused = 0

    init(dependencies: any TicketsDependencies, event: Event, key: EventSigningKey, direction: CheckInScan.Direction, device: String,
         catalog: TicketCatalog) {
        self.dependencies = dependencies
        self.event = event
        self.key = key
        self.direction = direction
        self.device = device
        self.catalog = catalog
        types = Dictionary(catalog.types.map { ($0.id, $0) }) { first, _ in first }
    }

    /// What it was opened from, to open it again without reading.
    public nonisolated var facts: DoorFacts { DoorFacts(event: event, key: key, catalog: catalog) }

    /// A scanned code checked with the event's key alone, ready for `record`.
    public struct CheckedCode: Sendable {
        let code: String
        let verdict: Result<TicketID, CodeRefusal>

        /// The ticket the code names, when it is one of the event's.
        var ticketID: TicketID? { try? verdict.get() }
    }

    /// The store's answer to a checked code, not yet counted (`count`).
    public struct StoredScan: Sendable {
        let code: String
        /// The ticket scanned, as the store answered it; nil when the code names none of the event's.
        let ticket: Ticket?
        let refusal: CodeRefusal?
    }

    /// One code, as scanned (a trailing carriage return of a scanner's line is not part of it).
    /// A refused code is an answer, not an error: only the store failing throws.
    public func scan(_ scanned: String) async throws(DomainError) -> ScanResponse {
        try await record(check(scanned))
    }

    /// The offline half: form, event, key and signature. Touches nothing the door changes, so it
    /// may run anywhere, for many codes at once.
    public nonisolated func check(_ scanned: String) -> CheckedCode {
        let code = scanned.hasSuffix("\r") ? String(scanned.dropLast()) : scanned
        do {
            let parsed = try TicketCode.parse(code)
            try parsed.check(event: event.id, publicKey: key.publicKey, signer: dependencies.signatureService)
            return CheckedCode(code: code, verdict: .success(parsed.ticketID))
        } catch {
            return CheckedCode(code: code, verdict: .failure(error))
        }
    }

    /// A ticket found by its reference (a guest without their code, found by name at the door),
    /// through the same conditional write as a scanned code.
    public func admit(reference typed: String) async throws(DomainError) -> ScanResponse {
        let reference = TicketLookup.typedReference(typed)
        guard reference.utf8.count == TicketLookup.referenceLength,
              let ticket = try await dependencies.ticketRepository.ticket(reference: reference), ticket.eventID == event.id
        else { throw TicketLookup.missing(typed) }
        return try await record(CheckedCode(code: reference, verdict: .success(ticket.id)))
    }

    /// The store's half, in the order codes were scanned: the conditional write, the count and
    /// who the ticket is for.
    public func record(_ checked: CheckedCode) async throws(DomainError) -> ScanResponse {
        try await count(try await store(checked))
    }

    /// The conditional write alone, which touches nothing of the door either: scans of different
    /// tickets may be in the store at once (`ScanQueue`), each then counted in scan order.
    nonisolated func store(_ checked: CheckedCode) async throws(DomainError) -> StoredScan {
        let (ticket, refusal) = try await verdict(checked)
        return StoredScan(code: checked.code, ticket: ticket, refusal: refusal)
    }

    /// Counts a stored scan and names who the ticket is for.
    func count(_ stored: StoredScan) async throws(DomainError) -> ScanResponse {
        if stored.refusal == nil { admitted += 1 } else { refused += 1 }
        return ScanResponse(event: event, code: stored.code, direction: direction, ticket: stored.ticket.flatMap(view), refusal: stored.refusal,
                            admitted: admitted, refused: refused)
    }

    /// How many scans `ScanQueue` keeps in the store at once.
    nonisolated var recordsAtOnce: Int { dependencies.checkInRepository.recordsAtOnce }

    private nonisolated func verdict(_ checked: CheckedCode) async throws(DomainError) -> (Ticket?, CodeRefusal?) {
        let ticketID: TicketID
        switch checked.verdict {
        case let .success(id): ticketID = id
        case let .failure(refusal): return (nil, refusal)
        }
        let scan = CheckInScan(ticketID: ticketID, eventID: event.id, direction: direction, device: device,
                               at: dependencies.clock.now())
        let recorded = try await dependencies.checkInRepository.record(scan)
        switch recorded.outcome {
        case .recorded: return (recorded.ticket, nil)
        case .unknownTicket: return (nil, .unknownTicket)
        case let .cancelled(at): return (recorded.ticket, .cancelled(at: at))
        case let .alreadyInside(entry): return (recorded.ticket, .alreadyInside(entry))
        case .notInside: return (recorded.ticket, .notInside)
        }
    }

    /// The ticket with its type, for the line the door shows.
    private func view(_ ticket: Ticket) -> TicketView? {
        types[ticket.typeID].map { type in TicketView(ticket: ticket, type: type, code: "") }
    }
}
