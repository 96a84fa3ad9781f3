public import Foundation

/// A question an event asks its guests beyond the fixed fields ("meal", "shuttle"). The store
/// needs it (answers must name one of the event's questions), and so do Guests' import and
/// export, so it is shared.
public struct GuestQuestion: Hashable, Sendable, Codable {
    public enum Kind: String, Hashable, Sendable, Codable, CaseIterable {
        case text
        case choice
        case yesNo = "yes-no"
    }

    public let eventID: EventID
    /// What a CSV column and an answer name the question by; unique within the event.
    public let key: Handle
    public var kind: Kind
    /// The answers a `.choice` question allows, as defined; empty for the other kinds.
    public var choices: [String]
    /// What a person reads when asked; nil shows the key.
    public var prompt: String?
    public let createdAt: Date

    public init(eventID: EventID, key: Handle, kind: Kind, choices: [String] = [], prompt: String? = nil, createdAt: Date) {
        self.eventID = eventID
        self.key = key
        self.kind = kind
        self.choices = choices
        self.prompt = prompt
        self.createdAt = createdAt
    }
}

extension GuestQuestion {
    /// Throws for the first key two questions of one list share: every store checks this
    /// before writing a list, so all stores refuse alike with the key named.
    public static func requireUnique(_ questions: [GuestQuestion]) throws(DomainError) {
        var keys: Set<Handle> = []
        for question in questions where !keys.insert(question.key).inserted {
            throw .guestQuestionTaken(question.key)
        }
    }
}
