/// Where a guest stands: invited (no answer yet), accepted, declined, maybe, or waitlisted
/// (accepted, but the event had no room for the whole party).
public enum RSVPStatus: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case invited, accepted, declined, maybe, waitlisted

    public var description: String { rawValue }
}
