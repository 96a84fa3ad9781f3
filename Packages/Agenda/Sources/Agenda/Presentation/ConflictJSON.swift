/// One conflict in `rushday agenda conflicts | add | update | show --format json`. Stable schema:
///
///     {"kind": "room" | "speaker" | "outside-event" | "gap", "sessions": ["keynote", "panel"],
///      "subject": "Hall A" | null, "gapMinutes": 5 | null, "message": "room 'Hall A': ..."}
///
/// `sessions` are handles in programme order; `subject` is the room or the speaker's name
/// (null for `outside-event`); `gapMinutes` is set for `gap` only.
public struct ConflictJSON: Encodable, Hashable, Sendable {
    public let kind: String
    public let sessions: [String]
    public let subject: String?
    public let gapMinutes: Int?
    public let message: String

    public init(_ conflict: AgendaConflict, minimumGapMinutes: Int) {
        kind = conflict.kind.rawValue
        sessions = conflict.sessions.map(\.value)
        subject = conflict.subject
        gapMinutes = conflict.gapMinutes
        message = conflict.explanation(minimumGapMinutes: minimumGapMinutes)
    }

    enum CodingKeys: String, CodingKey { case kind, sessions, subject, gapMinutes, message }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(sessions, forKey: .sessions)
        try container.encode(subject, forKey: .subject)
        try container.encode(gapMinutes, forKey: .gapMinutes)
        try container.encode(message, forKey: .message)
    }
}
