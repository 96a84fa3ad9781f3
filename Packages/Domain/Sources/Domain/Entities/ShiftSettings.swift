public import Foundation

/// How an event's volunteering runs, as its organisers set it (`shifts settings`).
public struct ShiftSettings: Hashable, Sendable {
    /// How long before a shift starts its volunteers are reminded by mail.
    public var remindBefore: TimeInterval
    /// Unexcused no-shows, not forgiven, that stop a volunteer signing up (Engelsystem's rule).
    public var noShowLimit: Int
    /// Whether volunteers may sign themselves up; organisers assign either way.
    public var signUpOpen: Bool

    public init(remindBefore: TimeInterval = 24 * 3600, noShowLimit: Int = 2, signUpOpen: Bool = true) {
        self.remindBefore = remindBefore
        self.noShowLimit = noShowLimit
        self.signUpOpen = signUpOpen
    }
}
