public import Foundation

/// Someone invited to one event, with the people they bring. Features beyond Guests (tickets,
/// expenses) count `heads`, so the party's size is part of the shared entity.
public struct Guest: Hashable, Sendable, Codable {
    public let id: GuestID
    public let eventID: EventID
    /// The short name typed for the guest, unique within the event.
    public var handle: Handle
    public var name: String
    /// Unique within the event (an `EmailAddress` is already trimmed and case-folded).
    public var email: EmailAddress?
    public var phone: String?
    /// How many people come with the guest; when `plusOnes` names them, their count.
    public var others: Int
    /// The guest's companions by name, when known (each may later be checked in alone).
    public var plusOnes: [String]
    /// The most people the guest may bring when answering on their own page, kept once the
    /// guest chose fewer than the organiser allowed; nil: `others`, what the organiser set.
    public var partyLimit: Int?
    public var tags: [String]
    public var dietary: String?
    public var note: String?
    public var status: RSVPStatus
    /// The guest's answers to the event's questions, by question key, as stored (a choice as
    /// defined, a yes-no as "yes" or "no"). Kept with the guest so one `change` edits both.
    public var answers: [Handle: String]
    /// When `status` last changed: a waitlist is served in this order.
    public var statusChangedAt: Date
    /// When the guest last answered, and who gave the answer: the organiser, the guest on
    /// their own page, or an import. Nil before any answer.
    public var answeredAt: Date?
    public var answeredVia: RSVPSource?
    /// The SHA-256 digest of the guest's personal link secret; nil without a link. The secret
    /// itself is never stored, so the store alone gives no link away.
    public var linkDigest: String?
    /// When the guest asked for no more invitations and reminders (`List-Unsubscribe`); their
    /// tickets and news of their own answers still go.
    public var unsubscribedAt: Date?
    public let createdAt: Date
    public var updatedAt: Date

    public init(id: GuestID, eventID: EventID, handle: Handle, name: String, email: EmailAddress? = nil,
                phone: String? = nil, others: Int = 0, plusOnes: [String] = [], partyLimit: Int? = nil, tags: [String] = [],
                dietary: String? = nil, note: String? = nil, status: RSVPStatus = .invited,
                answers: [Handle: String] = [:], statusChangedAt: Date, answeredAt: Date? = nil, answeredVia: RSVPSource? = nil,
                linkDigest: String? = nil, unsubscribedAt: Date? = nil, createdAt: Date, updatedAt: Date) {
        self.id = id
        self.eventID = eventID
        self.handle = handle
        self.name = name
        self.email = email
        self.phone = phone
        self.others = others
        self.plusOnes = plusOnes
        self.partyLimit = partyLimit
        self.tags = tags
        self.dietary = dietary
        self.note = note
        self.status = status
        self.answers = answers
        self.statusChangedAt = statusChangedAt
        self.answeredAt = answeredAt
        self.answeredVia = answeredVia
        self.linkDigest = linkDigest
        self.unsubscribedAt = unsubscribedAt
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// The guest and everyone they bring: what capacity counts.
    public var heads: Int { 1 + others }

    /// The most people the guest may bring on their own page: what the organiser set
    /// (`guests add --party N`), however many the guest chose since.
    public var mayBring: Int { partyLimit ?? others }

    /// An organiser sets the party: its size is the most the guest may bring from now on.
    public mutating func setParty(others: Int, plusOnes: [String]) {
        self.others = others
        self.plusOnes = plusOnes
        partyLimit = nil
    }

    /// A new address may belong to someone else now: the link made for the old one stops
    /// working (Hi.Events does the same).
    public mutating func setEmail(_ new: EmailAddress?) {
        guard new != email else { return }
        email = new
        linkDigest = nil
    }

    /// Whether a mail of `kind` may go to the guest now.
    public func takesMail(_ kind: MailKind) -> Bool {
        email != nil && !(kind.isBulk && unsubscribedAt != nil)
    }

    /// Records who gave an answer, and when.
    public mutating func answered(via source: RSVPSource, at now: Date) {
        answeredAt = now
        answeredVia = source
    }
}

extension Guest {
    /// Throws for the first email or handle two guests of one list share: every store checks
    /// this before writing a list, so all stores refuse alike with the value named.
    public static func requireUnique(_ guests: [Guest]) throws(DomainError) {
        var emails: Set<EmailAddress> = []
        var handles: Set<Handle> = []
        for guest in guests {
            if let email = guest.email, !emails.insert(email).inserted { throw .guestEmailTaken(email) }
            if !handles.insert(guest.handle).inserted { throw .guestHandleTaken(guest.handle) }
        }
    }

    /// Throws for the first answer (in key order) to a question not among `questions`: every
    /// store checks this before writing, so an answer never outlives its question.
    public static func requireKnownAnswers(_ guests: [Guest], questions: [GuestQuestion]) throws(DomainError) {
        let keys = Set(questions.map(\.key))
        for guest in guests where !guest.answers.isEmpty {
            if let unknown = guest.answers.keys.filter({ !keys.contains($0) }).min(by: { $0.value < $1.value }) {
                throw .guestQuestionMissing(unknown)
            }
        }
    }
}

extension Guest {
    /// How one person is found twice on a list: by email, or, without one, by name (case-folded)
    /// and the digits of the phone. Stores index it, so a batch finds a duplicate without the list.
    public static func duplicateKey(name: String, email: EmailAddress?, phone: String?) -> String {
        if let email { return "email:" + email.value }
        return "name:" + name.lowercased() + "|" + (phone?.filter(\.isNumber) ?? "")
    }

    public var duplicateKey: String { Self.duplicateKey(name: name, email: email, phone: phone) }
}

extension Sequence<Guest> {
    /// Heads of the accepted guests, with the people they bring: what capacity and cost per head count.
    public var acceptedHeads: Int {
        reduce(0) { $0 + ($1.status == .accepted ? $1.heads : 0) }
    }
}
