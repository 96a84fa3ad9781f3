public import Domain
import Foundation

/// `rushday tickets issue EVENT --type TYPE (--guest GUEST | --name NAME [--email E]) [--count N]`.
/// Owners and organizers only. A guest must have accepted; they get one ticket per member of
/// their party not yet ticketed (`--count` fewer). The type must be on sale, `count` within its
/// maximum per issue, and its quota and pool must have the places: checked and inserted in one
/// write transaction, so concurrent issues never sell a place twice.
public struct IssueTickets: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: IssueTicketsRequest) async throws(DomainError) -> TicketsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageTickets)
        guard event.status != .cancelled, event.status != .completed else {
            throw .invalid(field: "event", message: "'\(event.handle)' is \(event.status); tickets are issued only for events still to come")
        }
        if let count = request.count, count < 1 { throw .invalid(field: "count", message: "is \(count); give 1 or more") }
        let guest: Guest?
        let named: TicketHolders.Holder?
        switch (request.guest, request.name) {
        case let (typed?, nil):
            guest = try TicketHolders.guest(typed, in: try await dependencies.guestRepository.guests(of: event.id), event: event)
            named = nil
        case let (nil, name?):
            guest = nil
            named = try TicketHolders.named(name, email: request.email)
        default:
            throw .invalid(field: "guest", message: "give either a guest (\(field: "guest")) or a holder's name (\(field: "name")), not both")
        }
        if request.send { try Self.requireMailable(guest) }
        let key = try await TicketSigning(dependencies: dependencies).key(for: event)
        let messageID: MailMessageID = dependencies.identifierGenerator.make()
        let most = guest?.heads ?? request.count ?? 1
        let ids: [TicketID] = (0..<min(most, 10_000)).map { _ in dependencies.identifierGenerator.make() }
        let now = dependencies.clock.now()
        let send = request.send
        let draft = AuditDraft("tickets.issue", event: event.id, at: now)
        let (tickets, catalog) = try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.ticketRepository.issue(event: event.id, mailing: { event, catalog, counts throws(DomainError) in
                let type = try TicketLookup.type(request.type, in: catalog, event: event)
                try Self.requireOnSale(type, at: now, zone: event.timeZone)
                let held = guest.map { counts.byGuest[$0.id, default: 0] } ?? 0
                let count = try Self.count(request.count, guest: guest, held: held)
                guard count <= type.maxPerIssue else {
                    throw .invalid(field: "count", message: "is more than the \(Plural.of(type.maxPerIssue, "ticket")) of '\(type.handle)' one issue may take; issue in several")
                }
                try Quota.require(count, of: type, in: catalog, counts: counts)
                let tickets = ids.prefix(count).enumerated().map { offset, id in
                    Ticket(id: id, eventID: event.id, typeID: type.id, reference: TicketLookup.reference(for: id),
                           holder: guest.map { TicketHolders.member(held + offset, of: $0) } ?? named?.name ?? "",
                           email: offset == 0 ? guest?.email ?? named?.email : named?.email, guestID: guest?.id,
                           price: type.price, issuedAt: now)
                }
                let mail = send ? guest.flatMap { TicketMail.message(for: tickets, to: $0, at: now, id: messageID) } : nil
                draft.record(target: tickets.map(\.reference).joined(separator: " "),
                             changes: [AuditChange("type", old: nil, new: type.handle.value), AuditChange("holder", old: nil, new: guest?.handle.value ?? named?.name),
                                       AuditChange("count", old: nil, new: String(count))] + (mail == nil ? [] : [AuditChange("mailed", old: nil, new: "yes")]))
                return (tickets, mail.map { [$0] } ?? [], (tickets, catalog))
            })
        }
        return TicketsResponse(event: event, tickets: try TicketSigning(dependencies: dependencies).views(tickets, catalog: catalog, key: key),
                               mailed: send ? messageID : nil)
    }

    /// `--send` mails a guest's tickets to the guest's address.
    private static func requireMailable(_ guest: Guest?) throws(DomainError) {
        guard let guest else {
            throw .invalid(field: "send", message: "mails a guest's tickets to the guest; a holder given by name gets theirs by hand")
        }
        guard guest.email != nil else {
            throw .invalid(field: "send", message: "'\(guest.handle)' has no email; give one with 'guests update', or leave \(field: "send") out")
        }
    }

    private static func requireOnSale(_ type: TicketType, at now: Date, zone: TimeZoneID) throws(DomainError) {
        if let open = type.salesOpen, now < open {
            throw .invalid(field: "type", message: "sales of '\(type.handle)' open at \(ZonedTime.display(open, in: zone)); issue it then, or move \(field: "opens")")
        }
        if let close = type.salesClose, now >= close {
            throw .invalid(field: "type", message: "sales of '\(type.handle)' closed at \(ZonedTime.display(close, in: zone)); move \(field: "closes") to sell more")
        }
    }

    /// A guest's party places not yet ticketed, or the count asked within them; 1 for a name.
    private static func count(_ asked: Int?, guest: Guest?, held: Int) throws(DomainError) -> Int {
        guard let guest else { return asked ?? 1 }
        let open = guest.heads - held
        guard open > 0 else {
            throw .invalid(field: "guest", message: "'\(guest.handle)' holds tickets for the whole party of \(guest.heads) already; cancel one first, or issue with \(field: "name")")
        }
        if let asked, asked > open {
            throw .invalid(field: "count", message: "is \(asked), but '\(guest.handle)' has a party of \(guest.heads) holding \(Plural.of(held, "ticket")); give \(open) or fewer")
        }
        return asked ?? open
    }
}
