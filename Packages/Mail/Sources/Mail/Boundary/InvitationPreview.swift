public import DesignTokens
public import Domain

/// The invitation a guest would get: its subject, the document its HTML part draws (with the
/// pages' own style sheet, so the page shows it as the mail looks), and its plain text part,
/// written for `guest` with a stand-in for their link (a real one is made, and shown to no
/// one, only when the invitation is queued).
public struct InvitationPreview: Sendable {
    public let event: Event
    public let guest: Guest
    public let subject: String
    public let document: Document
    public let text: String
}
