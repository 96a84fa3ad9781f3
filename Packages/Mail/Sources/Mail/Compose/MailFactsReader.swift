import Domain
import Foundation

/// Reads what each message needs once per drain: an event's guests are read the first time one
/// of its messages comes, not once a message (a drain of 10,000 invitations reads the list once).
struct MailFactsReader {
    let dependencies: any MailDependencies
    let settings: MailSettings
    private var events: [EventID: Event] = [:]
    private var guests: [EventID: [GuestID: Guest]] = [:]

    init(dependencies: any MailDependencies, settings: MailSettings) {
        self.dependencies = dependencies
        self.settings = settings
    }

    /// The message ready to send, or why it cannot go (permanently: nothing later changes it).
    mutating func mail(_ message: OutboxMessage, unsubscribeSecret: String?, at now: Date) async throws(DomainError) -> OutgoingMail {
        let event = try await event(message.eventID)
        guard let guest = try await guests(of: event.id)[message.guestID] else {
            throw .notFound(field: "guest", message: "the guest was removed from \(event.title)")
        }
        if message.kind.isBulk, guest.unsubscribedAt != nil {
            throw .invalid(field: "guest", message: "\(guest.name) unsubscribed from this event's invitations and reminders")
        }
        // Inviting again, a new link or a new address replaces the link: this mail's would open nothing.
        if let secret = message.linkSecret, !(guest.linkDigest.map { dependencies.tokenGenerator.matches(secret, digest: $0) } ?? false) {
            throw .invalid(field: "link", message: "\(guest.name)'s personal link was replaced after this invitation was queued; the link it holds opens nothing")
        }
        if message.kind != .tickets, event.status == .cancelled {
            throw .invalid(field: "event", message: "\(event.title) was cancelled")
        }
        var passes: [TicketPass] = []
        if message.kind == .tickets {
            passes = try await dependencies.ticketPasses.passes(message.tickets, of: event.id)
            guard !passes.isEmpty else { throw .invalid(field: "tickets", message: "every ticket of this mail was cancelled") }
        }
        let facts = MailFacts(message: message, event: event, guest: guest, settings: settings, passes: passes,
                              unsubscribeSecret: unsubscribeSecret, now: now)
        let content = try MailComposer(calendar: dependencies.calendarWriter, qrCodes: dependencies.qrCodeMaker).content(facts)
        return OutgoingMail(messageID: "\(message.id.rawValue.uuidString.lowercased())@\(settings.sender.domain)", from: settings.sender,
                            to: MailAddress(name: guest.name, address: message.recipient), date: now, content: content)
    }

    private mutating func event(_ id: EventID) async throws(DomainError) -> Event {
        if let event = events[id] { return event }
        guard let event = try await dependencies.eventRepository.find(id: id) else {
            throw .notFound(field: "event", message: "the event was deleted")
        }
        events[id] = event
        return event
    }

    private mutating func guests(of event: EventID) async throws(DomainError) -> [GuestID: Guest] {
        if let known = guests[event] { return known }
        let list = try await dependencies.guestRepository.guests(of: event)
        let byID = Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })
        guests[event] = byID
        return byID
    }
}
