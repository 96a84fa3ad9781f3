/// The data modes this encoder writes, from the most compact to the most general. Kanji and
/// mixed segments are left out: tickets carry ASCII codes, and everything else fits byte mode.
enum EncodingMode: CaseIterable {
    case numeric, alphanumeric, byte

    /// The 45 characters alphanumeric mode packs two to 11 bits, in their code order.
    static let alphanumericCharacters = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)

    /// The most compact mode that can carry every byte.
    static func fitting(_ bytes: [UInt8]) -> EncodingMode {
        if bytes.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) { return .numeric }
        if bytes.allSatisfy(alphanumericCharacters.contains) { return .alphanumeric }
        return .byte
    }

    var indicator: Int {
        switch self {
        case .numeric: 0b0001
        case .alphanumeric: 0b0010
        case .byte: 0b0100
        }
    }

    /// The width of the character count field grows with the symbol, in three tiers.
    func characterCountBits(version: Int) -> Int {
        let tier = version <= 9 ? 0 : version <= 26 ? 1 : 2
        switch self {
        case .numeric: return [10, 12, 14][tier]
        case .alphanumeric: return [9, 11, 13][tier]
        case .byte: return [8, 16, 16][tier]
        }
    }
}
