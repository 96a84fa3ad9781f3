public import Domain
import Foundation

/// Uploads what a door scanned while offline (the page's queue, `tickets sync EVENT JOURNAL`).
/// Every scan that happened is recorded as it happened, whatever the ticket's state now ("it
/// happened, whether it was valid or not"), once by its nonce: an upload tried again records
/// nothing new. Only what cannot be a scan of this event's ticket is refused: a code its key does
/// not vouch for (forged, another event's) and a ticket the store does not hold. What the
/// store would have refused online shows as a conflict. A scan cannot be older than its event
/// (`DoorWindow`), the door link that scanned it or its ticket, nor in the future: such a date is the
/// door's clock, not a scan, and the upload is refused whole, naming it. Nor can one upload
/// hold more than `mostScansOfOneTicket` scans of one ticket.
public struct SyncScans: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    /// An upload holds a day's scans of a large door, never a store's worth.
    static let mostScans = 100_000
    /// A guest going in and out all night, never a queue gone wrong.
    static let mostScansOfOneTicket = 50

    public func execute(_ request: SyncScansRequest) async throws(DomainError) -> SyncResponse {
        let opened = try await DoorAccess(dependencies: dependencies).open(request.event, device: request.device)
        guard request.scans.count <= Self.mostScans else {
            throw .invalid(field: "scans", message: "holds \(request.scans.count) scans; upload at most \(Self.mostScans) at once")
        }
        let latest = dependencies.clock.now().addingTimeInterval(Self.clockSlack)
        let doorMade = try await dependencies.doorPass.door()?.createdAt
        let earliest = max(DoorWindow(opened.event).opens, doorMade ?? .distantPast).addingTimeInterval(-Self.clockSlack)
        var perCode: [String: Int] = [:]
        for scan in request.scans {
            try Self.check(nonce: scan.nonce)
            guard scan.at <= latest else {
                throw .invalid(field: "at", message: "scan \(UserText.quoted(scan.nonce)) is dated \(scan.at.formatted(.iso8601)), in the future; check the door's clock")
            }
            guard scan.at >= earliest else {
                throw .invalid(field: "at", message: "scan \(UserText.quoted(scan.nonce)) is dated \(scan.at.formatted(.iso8601)), before this event's door could scan (\(earliest.formatted(.iso8601))); check the door's clock")
            }
            perCode[scan.code, default: 0] += 1
            if perCode[scan.code, default: 0] > Self.mostScansOfOneTicket {
                throw .invalid(field: "scans", message: "holds more than \(Self.mostScansOfOneTicket) scans of one ticket (\(UserText.quoted(String(scan.code.prefix(12))))…); no door scans one ticket that often, so its queue is wrong")
            }
        }
        let key = try await TicketSigning(dependencies: dependencies).key(for: opened.event)
        var checked: [(scan: SyncScansRequest.Scan, verdict: Result<CheckInScan, CodeRefusal>)] = []
        for scan in request.scans {
            do {
                let code = try TicketCode.parse(scan.code)
                try code.check(event: opened.event.id, publicKey: key.publicKey, signer: dependencies.signatureService)
                checked.append((scan, .success(CheckInScan(ticketID: code.ticketID, eventID: opened.event.id, direction: scan.direction,
                                                           device: opened.device, at: scan.at, nonce: scan.nonce))))
            } catch {
                checked.append((scan, .failure(error)))
            }
        }
        let uploads = checked.compactMap { try? $0.verdict.get() }
        try await Self.requireIssued(before: uploads, of: opened.event, dependencies.ticketRepository)
        var outcomes = try await dependencies.checkInRepository.upload(uploads).makeIterator()
        let results = checked.map { item -> SyncResponse.Result in
            let outcome: SyncResponse.Outcome = switch item.verdict {
            case let .failure(refusal): .refused(refusal)
            case .success:
                switch outcomes.next() {
                case .recorded?: .recorded
                case .duplicate?: .duplicate
                case .unknownTicket?, nil: .refused(.unknownTicket)
                }
            }
            return SyncResponse.Result(nonce: item.scan.nonce, code: item.scan.code, outcome: outcome)
        }
        let touched = Set(uploads.map(\.ticketID))
        let conflicts = try await ConflictFinder(dependencies: dependencies).conflicts(at: opened.event).filter { touched.contains($0.ticket.ticket.id) }
        return SyncResponse(event: opened.event, device: opened.device, results: results, conflicts: conflicts)
    }

    /// No door scanned a code before its ticket was issued: such a date is the door's clock too.
    /// A phone's few queued scans read their own tickets; a day's journal, the event's.
    private static func requireIssued(before scans: [CheckInScan], of event: Event, _ tickets: any TicketRepository) async throws(DomainError) {
        let ids = Set(scans.map(\.ticketID))
        var issued: [TicketID: Date] = [:]
        if ids.count <= 64 {
            for id in ids { issued[id] = try await tickets.ticket(id: id)?.issuedAt }
        } else {
            issued = Dictionary(try await tickets.tickets(of: event.id).map { ($0.id, $0.issuedAt) }) { first, _ in first }
        }
        for scan in scans {
            guard let issuedAt = issued[scan.ticketID], scan.at < issuedAt.addingTimeInterval(-clockSlack) else { continue }
            throw .invalid(field: "at", message: "scan \(UserText.quoted(scan.nonce ?? "")) is dated \(scan.at.formatted(.iso8601)), before its ticket was issued (\(issuedAt.formatted(.iso8601))); check the door's clock")
        }
    }

    /// A door's clock may run a little ahead of the store's.
    static let clockSlack: TimeInterval = 10 * 60

    /// A nonce is the door's own random name for a scan: short URL-safe text.
    static func check(nonce: String) throws(DomainError) {
        guard (8...64).contains(nonce.utf8.count),
              nonce.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x61 && $0 <= 0x7A) || $0 == 0x2D || $0 == 0x5F })
        else { throw .invalid(field: "nonce", message: "\(UserText.quoted(nonce)) must be 8 to 64 letters, digits, '-' or '_'") }
    }
}
