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
        if message.kind.isNotice { return try await notice(message, of: event, at: now) }
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
        return .ready(OutgoingMail(messageID: messageID(message), from: settings.sender,
                            to: MailAddress(name: guest.name, address: message.recipient), date: now, content: content))
    }

    /// A notice to an organiser: an answer in the words it was queued with, or the answers of the
    /// day it covers as the guests now stand (none left: nothing to tell, and nothing went wrong).
    private mutating func notice(_ message: OutboxMessage, of event: Event, at now: Date) async throws(DomainError) -> Prepared {
        for source in dependencies.dueMailSources {
            if let reason = try await source.withdrawal(of: message) { return .replaced(reason: reason) }
        }
        var lines = message.note.map { [$0] } ?? []
        var day: AnswerNotice.Day?
        if message.kind == .answers {
            let covered = AnswerNotice.Day(of: message.createdAt, in: event.timeZone)
            lines = AnswerNotice.answered(Array(try await everyone(of: event.id).values), in: covered).map(AnswerNotice.line)
            guard !lines.isEmpty else {
                return .replaced(reason: "not sent: each answer given on \(covered.label) was changed on a later day or its guest removed")
            }
            day = covered
        }
        return .ready(OutgoingMail(messageID: messageID(message), from: settings.sender, to: MailAddress(address: message.recipient),
                                   date: now, content: NoticeComposer.content(message, event: event, lines: lines, day: day)))
    }

    private func messageID(_ message: OutboxMessage) -> String {
        "\(message.id.rawValue.uuidString.lowercased())@\(settings.sender.domain)"
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
            let guest = message.guestID.flatMap { known.byID[$0] }
            if known.claim == claim || guest.map({ opens($0, message) }) == true { return guest }
        }
        let byID = try await read(event)
        return message.guestID.flatMap { byID[$0] }
    }

    /// The event's guests as read for this claim, or read now.
    private mutating func everyone(of event: EventID) async throws(DomainError) -> [GuestID: Guest] {
        if let known = guests[event], known.claim == claim { return known.byID }
        return try await read(event)
    }

    private mutating func read(_ event: EventID) async throws(DomainError) -> [GuestID: Guest] {
        let list = try await dependencies.guestRepository.guests(of: event)
        let byID = Dictionary(uniqueKeysWithValues: list.map { ($0.id, $0) })
        guests[event] = (byID, claim)
        return byID
    }

    /// Whether the personal link an invitation carries is still the guest's.
    private func opens(_ guest: Guest, _ message: OutboxMessage) -> Bool {
        guard let secret = message.linkSecret else { return true }
        return guest.linkDigest.map { dependencies.tokenGenerator.matches(secret, digest: $0) } ?? false
    }
}
