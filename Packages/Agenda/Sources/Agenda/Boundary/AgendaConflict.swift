public import Domain

/// One problem in a programme, with the sessions involved (one or two, by handle).
public struct AgendaConflict: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// Two sessions overlap in one room.
        case room
        /// One speaker is in two sessions at once.
        case speaker
        /// A session starts before the event starts or ends after it ends.
        case outsideEvent = "outside-event"
        /// One speaker has less than the minimum gap between sessions in different rooms.
        case gap
    }

    public let kind: Kind
    /// In programme order.
    public let sessions: [Handle]
    /// The room or the speaker's name, as the first session has it; nil for `outsideEvent`.
    public let subject: String?
    /// For `gap`: the minutes the speaker has between the two sessions.
    public let gapMinutes: Int?

    public init(kind: Kind, sessions: [Handle], subject: String? = nil, gapMinutes: Int? = nil) {
        self.kind = kind
        self.sessions = sessions
        self.subject = subject
        self.gapMinutes = gapMinutes
    }

    /// One line a person acts on: "room 'Hall A': 'keynote' and 'panel' overlap".
    public func explanation(minimumGapMinutes: Int) -> String {
        let names = sessions.map { "'\($0)'" }.joined(separator: " and ")
        switch kind {
        case .room:
            return "room '\(subject ?? "")': \(names) overlap"
        case .speaker:
            return "speaker \(subject ?? ""): in \(names) at once"
        case .outsideEvent:
            return "\(names) is not within the event's start and end"
        case .gap:
            return "speaker \(subject ?? ""): \(gapMinutes ?? 0) min between \(names) in different rooms (at least \(minimumGapMinutes) needed)"
        }
    }
}
