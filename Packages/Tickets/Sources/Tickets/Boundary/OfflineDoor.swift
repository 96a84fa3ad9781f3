public import Domain
public import Foundation

/// A door with no database (`tickets checkin --offline`): the event's key file, and the list
/// `tickets door snapshot` wrote when there is one. It refuses what it can know (the code's form,
/// event, key and signature; a ticket the list says is cancelled; an entry of a ticket this door
/// let in, or the list says is inside) and admits the rest, every exit of a valid ticket too. What
/// it lets through goes in its journal, for `tickets sync`, which records it and reports what the
/// store would have refused as conflicts.
public actor OfflineDoor {
    private nonisolated let dependencies: any TicketVerificationDependencies
    private let key: KeyFile
    private let list: OfflineList?
    private let direction: CheckInScan.Direction
    private let device: String
    /// Where each ticket is, as far as this door knows: its own scans over the list's.
    private var inside: [TicketID: CheckInScan] = [:]
    private var admitted = 0
    private var refused = 0

    /// `journal`: the scans this door made before (read back from its journal), so a door
    /// started again remembers who it let in.
    public init(dependencies: any TicketVerificationDependencies, key keyText: String, list listText: String?, direction: CheckInScan.Direction,
                device: String, journal: [SyncScansRequest.Scan]) throws(DomainError) {
        self.dependencies = dependencies
        let key = try KeyFile(parsing: keyText)
        let list = try listText.map { text throws(DomainError) in try OfflineList(parsing: text) }
        self.key = key
        self.list = list
        if let list, list.eventID != key.eventID || list.publicKey != key.publicKey {
            throw .invalid(field: "list", message: "is the list of another event than the key's; write both for one event")
        }
        self.direction = direction
        let device = try TicketTypeFields.device(device)
        self.device = device
        var inside: [TicketID: CheckInScan] = [:]
        for (id, entry) in list?.tickets ?? [:] where entry.inside {
            inside[id] = CheckInScan(ticketID: id, eventID: key.eventID, direction: .entry, device: OfflineList.insideDevice, at: list?.madeAt ?? .distantPast)
        }
        for scan in journal {
            guard let code = try? TicketCode.parse(scan.code) else { continue }
            let past = CheckInScan(ticketID: code.ticketID, eventID: key.eventID, direction: scan.direction, device: device, at: scan.at)
            inside[code.ticketID] = scan.direction == .entry ? past : nil
        }
        self.inside = inside
    }

    /// One code: its answer, and the scan to journal when it is let through.
    public func scan(_ scanned: String, nonce: String, at: Date) -> OfflineScanResponse {
        let code = scanned.hasSuffix("\r") ? String(scanned.dropLast()) : scanned
        let verdict = verdict(code)
        var entry: OfflineList.Entry?
        if case let .success(id) = verdict { entry = list?.tickets[id] }
        switch verdict {
        case let .success(id):
            admitted += 1
            inside[id] = direction == .entry ? CheckInScan(ticketID: id, eventID: key.eventID, direction: .entry, device: device, at: at) : nil
            return OfflineScanResponse(code: code, direction: direction, ticket: entry, refusal: nil, admitted: admitted, refused: refused,
                                       journal: SyncScansRequest.Scan(nonce: nonce, code: code, direction: direction, at: at))
        case let .failure(refusal):
            refused += 1
            if let id = try? TicketCode.parse(code).ticketID { entry = list?.tickets[id] }
            return OfflineScanResponse(code: code, direction: direction, ticket: entry, refusal: refusal, admitted: admitted, refused: refused,
                                       journal: nil)
        }
    }

    private func verdict(_ code: String) -> Result<TicketID, CodeRefusal> {
        do {
            let parsed = try TicketCode.parse(code)
            try parsed.check(event: key.eventID, publicKey: key.publicKey, signer: dependencies.signatureService)
            if let list {
                guard let entry = list.tickets[parsed.ticketID] else { return .failure(.unknownTicket) }
                if entry.cancelled { return .failure(.cancelled(at: nil)) }
            }
            // Only an entry is refused for where the ticket is: this door cannot know that a ticket
            // is not inside (another door may have let it in since the list), and an exit refused
            // would leave no record of a guest who left.
            if direction == .entry, let entry = inside[parsed.ticketID] { return .failure(.alreadyInside(entry)) }
            return .success(parsed.ticketID)
        } catch {
            return .failure(error)
        }
    }
}
