/// How much of the symbol may be damaged and still read back: about 7% (L), 15% (M), 25% (Q)
/// and 30% (H) of the codewords. Higher levels need bigger symbols for the same data.
public enum QRErrorCorrection: CaseIterable, Sendable {
    case low, medium, quartile, high

    /// The two bits the format information carries; the standard numbers the levels
    /// M, L, H, Q = 0...3, not in their order of strength.
    var formatBits: Int {
        switch self {
        case .low: 1
        case .medium: 0
        case .quartile: 3
        case .high: 2
        }
    }
}
