/// A member's role in one event. Roles are per event: the owner of one event may be door staff
/// at another.
public enum Role: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case owner, organizer, staff

    public var description: String { rawValue }
}
