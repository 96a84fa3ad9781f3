import Domain
import Foundation

/// Reads what each message needs once per drain: an event's guests are read the first time one
/// of its messages comes, not once a message (a drain of 10,000 invitations reads the list once),
/// and again only when a later claim's message finds its guest missing or holding another link.
struct MailFactsReader {
    let dependencies: any MailDependencies
    let settings: MailSettings
    private var events: [EventID: Event] = [:]
    private var guests: [EventID: (byID: [GuestID: Guest], claim: Int)] = [:]
    private var claim = 0

    init(dependencies: any MailDependencies, settings: MailSettings) {
        self.dependencies = dependencies
        self.settings = settings
    }

    /// What a claimed message comes to before the server: a mail to send, or an invitation a newer
    /// link replaced (not a failure: nothing went wrong).
    enum Prepared {
        case ready(OutgoingMail)
        case replaced(reason: String)
    }

    /// The message ready to send, replaced, or why it cannot go (permanently: nothing later
    /// changes it).
    mutating func mail(_ message: OutboxMessage, unsubscribeSecret: String?, at now: Date) async throws(DomainError) -> Prepared {
        let event = try await event(message.eventID)
        guard let guest = try await guest(of: message, in: event.id) else {
            throw .notFound(field: "guest", message: "the guest was removed from \(event.title)")
        }
        if message.kind.isBulk, guest.unsubscribedAt != nil {
            throw .invalid(field: "guest", message: "\(guest.name) unsubscribed from this event's invitations and reminders")
        }
        // Inviting again, a new link or a new address replaces the link: this mail's would open nothing.
        if !opens(guest, message) {
            return .replaced(reason: "not sent: \(guest.name)'s personal link was replaced after this invitation was queued (invited again, "
                             + "a new link or a new address), so the link it holds opens nothing")
        }
        if message.kind != .tickets, event.status == .cancelled {
            throw .invalid(field: "event", message: "\(event.title) was cancelled")
        }
        var passes: [TicketPass] = []
        if message.kind == .tickets {
            passes = guest.inPartyOrder(try await dependencies.ticketPasses.passes(message.tickets, of: event.id), holder: \.holder)
            guard !passes.isEmpty else { throw .invalid(field: "tickets", message: "every ticket of this mail was cancelled") }
        }
        let facts = MailFacts(message: message, event: event, guest: guest, settings: settings, passes: passes,
                              unsubscribeSecret: unsubscribeSecret, now: now)
        let content = try MailComposer(calendar: dependencies.calendarWriter, qrCodes: dependencies.qrCodeMaker).content(facts)
        return .ready(OutgoingMail(messageID: "\(message.id.rawValue.uuidString.lowercased())@\(settings.sender.domain)", from: settings.sender,
                            to: MailAddress(name: guest.name, address: message.recipient), date: now, content: content))
    }

    private mutating func event(_ id: EventID) async throws(DomainError) -> Event {
        if let event = events[id] { return event }
        guard let event = try await dependencies.eventRepository.find(id: id) else {
            throw .notFound(field: "event", message: "the event was deleted")
        }
        events[id] = event
        return event
    }

    /// The messages of a new claim may name guests added or changed since the lists were read.
    mutating func nextClaim() { claim += 1 }

    /// The message's guest; the list is read again when it was read for an earlier claim and
    /// misses the guest or holds another link (the guest added or invited again since).
    private mutating func guest(of message: OutboxMessage, in event: EventID) async throws(DomainError) -> Guest? {
        if let known = guests[event] {
            let guest = known.byID[message.guestID]
            if known.claim == claim || guest.map({ opens($0, message) }) == true { return guest }
        }
        let list = try await dependencies.guestRepository.guests(of: event)
        let byID = Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })
        guests[event] = (byID, claim)
        return byID[message.guestID]
    }

    /// Whether the personal link an invitation carries is still the guest's.
    private func opens(_ guest: Guest, _ message: OutboxMessage) -> Bool {
        guard let secret = message.linkSecret else { return true }
        return guest.linkDigest.map { dependencies.tokenGenerator.matches(secret, digest: $0) } ?? false
    }
}
