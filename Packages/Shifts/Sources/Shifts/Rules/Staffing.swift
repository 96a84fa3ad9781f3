import Domain

/// How full a shift is, per role and overall: empty (red), partial (yellow) or full (green).
public enum Staffing: String, Sendable, Equatable, Codable {
    case empty, partial, full

    static func of(taken: Int, need: Int) -> Staffing {
        taken >= need ? .full : taken == 0 ? .empty : .partial
    }

    /// Full when every role is; empty when no role has anyone; partial otherwise. A shift that
    /// needs nobody is full.
    static func overall(_ levels: [Staffing]) -> Staffing {
        if levels.allSatisfy({ $0 == .full }) { return .full }
        if levels.allSatisfy({ $0 == .empty }) { return .empty }
        return .partial
    }
}
