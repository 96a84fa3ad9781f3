/// scrypt's cost parameters: N = 2^logN, block size r, parallelism p.
struct ScryptParameters: Hashable, Sendable {
    var logN: Int
    var r: Int
    var p: Int

    static let logNRange = 1...20
    static let rRange = 1...32
    static let pRange = 1...16
    /// scrypt allocates 128 * r * N bytes; a tampered stored hash must not make a sign-in
    /// allocate more than this.
    static let maximumMemoryBytes = 1 << 30
    /// Work grows with N * r * p; 64 times the default (2^15 * 8 * 1) bounds the CPU a tampered
    /// stored hash can burn.
    static let maximumWork = 1 << 24

    var rounds: Int { 1 << logN }

    var isWithinLimits: Bool {
        guard Self.logNRange.contains(logN), Self.rRange.contains(r), Self.pRange.contains(p) else { return false }
        return 128 * r * rounds <= Self.maximumMemoryBytes && rounds * r * p <= Self.maximumWork
    }

    /// True when any parameter is weaker than `other`'s, so a hash made with `self` should be
    /// replaced by one made with `other`.
    func isWeaker(than other: ScryptParameters) -> Bool {
        logN < other.logN || r < other.r || p < other.p
    }
}
