import Domain

/// A session's fields as its log entries show them, named as the `agenda add | update` options.
/// The handle is the entry's target.
enum SessionAudit {
    static var fields: [(String, (AgendaSession) -> String?)] {
        [
            ("title", { $0.title }), ("starts", { AuditChange.instant($0.startsAt) }), ("ends", { AuditChange.instant($0.endsAt) }),
            ("room", { $0.room }), ("track", { $0.track }), ("speaker", { speakerList($0.speakers) }),
            ("description", { $0.description }), ("capacity", { $0.capacity.map(String.init) }),
        ]
    }

    /// Every field of a session removed: its values before, none after.
    static func removed(_ session: AgendaSession) -> [AuditChange] {
        AuditChange.made(session, fields).map { AuditChange($0.field, old: $0.new, new: nil) }
    }

    /// As `--speaker` takes them, "Name" or "Name <email>", in order; nil for none.
    private static func speakerList(_ speakers: [Speaker]) -> String? {
        guard !speakers.isEmpty else { return nil }
        return speakers.map { speaker in speaker.email.map { "\(speaker.name) <\($0.value)>" } ?? speaker.name }.joined(separator: ", ")
    }
}
