/// A QR code symbol (ISO/IEC 18004): the smallest version that holds the data at the chosen
/// error correction, in the most compact single mode (numeric, alphanumeric or byte), with
/// the mask the standard's penalty rules score lowest (the lower-numbered one on a tie).
public struct QRCode: Sendable {
    /// 1...40; a symbol has 4 * version + 17 modules per side.
    public let version: Int
    public let correction: QRErrorCorrection
    /// The data mask pattern, 0...7.
    public let mask: Int
    /// Modules per side, without the quiet zone.
    public let size: Int
    private let modules: [Bool]

    /// Encodes the text's UTF-8 bytes. No ECI character set designator is written, as most
    /// encoders do not: phone readers detect UTF-8, but some decoders guess wrong on short
    /// non-ASCII text (zbar reads "café" as Shift JIS unless asked for raw bytes).
    public init(text: String, correction: QRErrorCorrection) throws(QRCodeError) {
        try self.init(bytes: Array(text.utf8), correction: correction)
    }

    /// Encodes the bytes in numeric mode when they are all digits, in alphanumeric mode when
    /// they are all among its 45 characters (0-9, A-Z, space and $%*+-./:), else in byte mode.
    public init(bytes: [UInt8], correction: QRErrorCorrection) throws(QRCodeError) {
        let segment = Segment(bytes: bytes)
        let version = try Self.smallestVersion(for: segment, correction: correction)
        let unmasked = Self.unmaskedMatrix(for: segment, version: version, correction: correction)
        let candidates = Masking.patterns.map { unmasked.masked($0, correction: correction) }
        let penalties = candidates.map(Penalty.score)
        let mask = penalties.indices.min { penalties[$0] < penalties[$1] }!

        self.version = version
        self.correction = correction
        self.mask = mask
        size = unmasked.size
        modules = candidates[mask].modules
    }

    /// Whether the module in column `x`, row `y` (both 0..<size, from the top left) is dark.
    public subscript(x: Int, y: Int) -> Bool {
        precondition((0..<size).contains(x) && (0..<size).contains(y), "module (\(x), \(y)) outside a \(size)x\(size) symbol")
        return modules[y * size + x]
    }

    static func smallestVersion(for segment: Segment, correction: QRErrorCorrection) throws(QRCodeError) -> Int {
        for version in VersionTable.versions {
            if segment.countFits(version: version),
               segment.bitLength(version: version) <= VersionTable.dataCodewords(version: version, correction: correction) * 8 {
                return version
            }
        }
        let largest = VersionTable.versions.upperBound
        throw .dataTooLong(
            bitsNeeded: segment.bitLength(version: largest),
            bitsAvailable: VersionTable.dataCodewords(version: largest, correction: correction) * 8
        )
    }

    /// The symbol with every module but the format information final, before masking.
    static func unmaskedMatrix(for segment: Segment, version: Int, correction: QRErrorCorrection) -> ModuleMatrix {
        let data = segment.dataCodewords(
            version: version,
            capacity: VersionTable.dataCodewords(version: version, correction: correction)
        )
        var matrix = ModuleMatrix(functionPatternsOf: version)
        matrix.placeCodewords(Interleaving.codewords(data: data, version: version, correction: correction))
        return matrix
    }
}
