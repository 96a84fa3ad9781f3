import Domain
import Foundation

/// Who a ticket mail goes to: the guest the tickets were issued to, at the guest's address,
/// all of the party's tickets in one mail (Hi.Events #883: a buyer of several tickets got one).
enum TicketMail {
    static func message(for tickets: [Ticket], to guest: Guest, at now: Date, id: MailMessageID) -> OutboxMessage? {
        guard let email = guest.email, guest.takesMail(.tickets), !tickets.isEmpty else { return nil }
        var message = OutboxMessage.queued(.tickets, to: guest, recipient: email, at: now, id: id)
        message.tickets = tickets.map(\.id)
        return message
    }
}
