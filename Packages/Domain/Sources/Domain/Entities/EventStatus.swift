/// draft -> published -> completed; draft or published -> cancelled. Nothing leaves
/// completed or cancelled.
public enum EventStatus: String, CaseIterable, Hashable, Sendable, Codable, CustomStringConvertible {
    case draft, published, completed, cancelled

    public func canMove(to next: EventStatus) -> Bool {
        switch (self, next) {
        case (.draft, .published), (.published, .completed), (.draft, .cancelled), (.published, .cancelled): true
        default: false
        }
    }

    /// Whether it has ended, either way: nothing leaves these.
    public var isOver: Bool { self == .completed || self == .cancelled }

    public var description: String { rawValue }
}
