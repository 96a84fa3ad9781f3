import Foundation

/// The organiser's own words on an invitation: a subject of one line (1 to 200 characters;
/// none says "You're invited: TITLE") and a message placed above the event's details (up to
/// 10,000 characters; blank is none). The same rule when invitations are queued and when one
/// is previewed.
public struct InvitationWords: Hashable, Sendable {
    static let longestSubject = 200
    static let longestNote = 10_000

    public let subject: String?
    public let note: String?

    public init(subject typedSubject: String?, note typedNote: String?) throws(DomainError) {
        let subject = typedSubject?.trimmingCharacters(in: .whitespaces)
        if let subject {
            try UserText.validate(subject, field: "subject", allowingLineBreaks: false)
            guard !subject.isEmpty, subject.count <= Self.longestSubject else {
                throw .invalid(field: "subject", message: "give 1 to \(Self.longestSubject) characters, or leave it out for \"You're invited: TITLE\"")
            }
        }
        let note = typedNote?.trimmingCharacters(in: .whitespacesAndNewlines)
        if let note {
            try UserText.validate(note, field: "message", allowingLineBreaks: true)
            guard note.count <= Self.longestNote else { throw .invalid(field: "message", message: "is \(note.count) characters; keep it to \(Self.longestNote)") }
        }
        self.subject = subject
        self.note = note.flatMap { $0.isEmpty ? nil : $0 }
    }
}
