/// Where a guest stands: invited (no answer yet), accepted, declined, maybe, or waitlisted
/// (accepted, but the event had no room for the whole party). Someone who registered on the
/// event's public page is `unconfirmed` until they open the link mailed to them, then, for an
/// event that approves registrations, `pending` until an organiser decides. Neither holds a place.
public enum RSVPStatus: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case invited, accepted, declined, maybe, waitlisted, unconfirmed, pending

    public var description: String { rawValue }
}
