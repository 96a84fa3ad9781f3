public import Domain

/// A guest's own page: the event, the guest as stored, the event's questions, and what the page
/// says about the answer: its place in the waitlist when waiting, whether answers are still
/// taken, and after an answer whether it went to the waitlist and who it let in.
public struct InvitationResponse: Hashable, Sendable {
    public let event: Event
    public let guest: Guest
    public let questions: [GuestQuestion]
    /// 1 is served next; nil when not waiting.
    public let waitlistPosition: Int?
    /// Whether the guest may still answer (`Event.takesAnswers`).
    public let open: Bool
    /// The acceptance just given did not fit, so the party waits.
    public let waitlisted: Bool

    public init(event: Event, guest: Guest, questions: [GuestQuestion], waitlistPosition: Int?, open: Bool, waitlisted: Bool = false) {
        self.event = event
        self.guest = guest
        self.questions = questions
        self.waitlistPosition = waitlistPosition
        self.open = open
        self.waitlisted = waitlisted
    }
}
