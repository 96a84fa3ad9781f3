public import Domain
import Foundation

/// `rushday tickets send EVENT [TICKET ...] [--unsent]`: queues one mail per guest holding the
/// chosen valid tickets, carrying all of that guest's (a party's tickets travel together).
/// Tickets of no guest (issued by name), of a guest without an address, and cancelled ones are
/// left out and named; `--unsent` leaves out tickets already queued or sent in a tickets mail;
/// chosen guests (the bulk form's) keep only the tickets they hold.
/// Owners and organizers only.
public struct SendTickets: Sendable {
    private let dependencies: any TicketsDependencies

    public init(_ dependencies: any TicketsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: SendTicketsRequest) async throws(DomainError) -> SendTicketsResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .manageTickets)
        let all = try await dependencies.ticketRepository.tickets(of: event.id)
        var chosen: [Ticket]
        var skipped: [SendTicketsResponse.Skipped] = []
        if request.tickets.isEmpty {
            chosen = all.filter { $0.status == .valid }
        } else {
            chosen = []
            for typed in request.tickets {
                let reference = TicketLookup.typedReference(typed)
                guard let ticket = all.first(where: { $0.reference == reference }) else { throw TicketLookup.missing(typed) }
                if ticket.status != .valid {
                    skipped.append(.init(ticket: ticket.reference, reason: "cancelled"))
                } else if !chosen.contains(where: { $0.id == ticket.id }) {
                    chosen.append(ticket)
                }
            }
        }
        if let guests = request.guests {
            chosen.removeAll { ticket in !(ticket.guestID.map(guests.contains) ?? false) }
        }
        if request.unsent {
            let mailed = Set(try await dependencies.mailOutbox.messages(of: event.id, status: nil)
                .filter { $0.kind == .tickets && $0.status != .failed }.flatMap(\.tickets))
            chosen.removeAll { mailed.contains($0.id) }
        }
        let guests = Dictionary(uniqueKeysWithValues: try await dependencies.guestRepository.guests(of: event.id).map { ($0.id, $0) })
        var byGuest: [(guest: Guest, tickets: [Ticket])] = []
        for ticket in chosen {
            guard let guest = ticket.guestID.flatMap({ guests[$0] }) else {
                skipped.append(.init(ticket: ticket.reference, reason: "issued by name, to no guest"))
                continue
            }
            guard guest.email != nil else {
                skipped.append(.init(ticket: ticket.reference, reason: "\(guest.handle) has no email"))
                continue
            }
            if let index = byGuest.firstIndex(where: { $0.guest.id == guest.id }) { byGuest[index].tickets.append(ticket) } else { byGuest.append((guest, [ticket])) }
        }
        let now = dependencies.clock.now()
        var mails: [SendTicketsResponse.Mail] = []
        var messages: [OutboxMessage] = []
        for (guest, tickets) in byGuest {
            guard let message = TicketMail.message(for: tickets, to: guest, at: now, id: dependencies.identifierGenerator.make()) else { continue }
            messages.append(message)
            mails.append(.init(guest: guest.handle, message: message.id, tickets: tickets.map(\.reference)))
        }
        let sent = mails.flatMap(\.tickets).joined(separator: " ")
        try await AuditTrail.recording("tickets.send", event: event.id, target: sent, at: now) { () async throws(DomainError) in
            try await dependencies.mailOutbox.queue(messages)
        }
        return SendTicketsResponse(event: event, mails: mails, skipped: skipped)
    }
}
