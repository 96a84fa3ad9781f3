public import Foundation

/// Whether anyone may register for an event on its public page (`/e/HANDLE`): not at all, at
/// once, or subject to an organiser's approval.
public enum RegistrationMode: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case closed, open, approval

    public var description: String { rawValue }
}

/// An event's public registration: its mode, when it closes (nil: when the event ends) and the
/// most people one registration may bring besides the registrant.
public struct Registration: Hashable, Sendable, Codable {
    public var mode: RegistrationMode
    public var closesAt: Date?
    public var party: Int

    public init(mode: RegistrationMode = .closed, closesAt: Date? = nil, party: Int = 0) {
        self.mode = mode
        self.closesAt = closesAt
        self.party = party
    }

    /// How long a registration's mailed link confirms it: after that it confirms nothing, and
    /// the person registers again.
    public static let confirmWithin: TimeInterval = 24 * 3600

    /// Registrations made (or last renewed) before this instant have expired at `now`.
    public static func expiry(at now: Date) -> Date {
        now.addingTimeInterval(-confirmWithin)
    }

    /// Whether an unconfirmed registration made (or last renewed) at `registeredAt` may still be confirmed at `now`.
    public static func confirmable(registeredAt: Date, at now: Date) -> Bool {
        registeredAt >= expiry(at: now)
    }
}

extension Event {
    /// Whether the public page is shown at all: a published event only (a cancelled one says so).
    public var isPublic: Bool { status == .published || status == .cancelled }

    /// Whether people may register (or confirm a registration) at `now`: a published event whose
    /// registration is open or by approval, before it closes and before the event ends.
    public func takesRegistrations(at now: Date) -> Bool {
        guard status == .published, registration.mode != .closed, now < endsAt else { return false }
        return registration.closesAt.map { now < $0 } ?? true
    }
}
