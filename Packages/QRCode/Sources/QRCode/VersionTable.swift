/// The standard's per-version layout: symbol size, codeword counts and error-correction block
/// structure (ISO/IEC 18004 tables 1 and 9), and the alignment pattern centres (annex E).
enum VersionTable {
    static let versions = 1...40

    static func size(version: Int) -> Int { version * 4 + 17 }

    /// Error-correction codewords in each block, indexed by version - 1.
    private static let ecCodewordsPerBlock: [QRErrorCorrection: [Int]] = [
        .low: [7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28,
               28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        .medium: [10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26,
                  26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
        .quartile: [13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30,
                    28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
        .high: [17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28,
                30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
    ]

    /// Error-correction blocks, indexed by version - 1.
    private static let blockCounts: [QRErrorCorrection: [Int]] = [
        .low: [1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8,
               8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
        .medium: [1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16,
                  17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
        .quartile: [1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20,
                    23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
        .high: [1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25,
                25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
    ]

    static func ecCodewordsPerBlock(version: Int, correction: QRErrorCorrection) -> Int {
        ecCodewordsPerBlock[correction]![version - 1]
    }

    static func blockCount(version: Int, correction: QRErrorCorrection) -> Int {
        blockCounts[correction]![version - 1]
    }

    /// All codewords the symbol holds: its modules less the function patterns, format and
    /// version information, in whole bytes (the 0 to 7 remainder bits carry nothing).
    static func totalCodewords(version: Int) -> Int {
        let size = size(version: version)
        var modules = size * size - 3 * 64 - 2 * (size - 16) - 31
        let alignmentCount = alignmentCentres(version: version).count
        if alignmentCount > 0 {
            // Every centre pair but the three under finder patterns; those on row or column 6
            // share five modules with the timing pattern.
            modules -= (alignmentCount * alignmentCount - 3) * 25 - 2 * (alignmentCount - 2) * 5
        }
        if version >= 7 { modules -= 36 }
        return modules / 8
    }

    static func dataCodewords(version: Int, correction: QRErrorCorrection) -> Int {
        totalCodewords(version: version)
            - ecCodewordsPerBlock(version: version, correction: correction) * blockCount(version: version, correction: correction)
    }

    /// Row and column coordinates of the alignment pattern centres: 6, the last at size - 7,
    /// and the ones between evenly spaced by an even step (version 32's step of 26 is the one
    /// exception to the rounding rule).
    static func alignmentCentres(version: Int) -> [Int] {
        guard version > 1 else { return [] }
        let count = version / 7 + 2
        let step = version == 32 ? 26 : (version * 4 + count * 2 + 1) / (count * 2 - 2) * 2
        let last = size(version: version) - 7
        return [6] + (0..<(count - 1)).reversed().map { last - $0 * step }
    }
}
