@testable import QRCode

/// Test payloads of one mode, built from the characters that mode and no smaller one can carry.
enum Payloads {
    static let digits = Array("0123456789".utf8)
    static let alphanumeric = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)

    static func random(_ mode: EncodingMode, count: Int, using generator: inout SeededGenerator) -> [UInt8] {
        var bytes: [UInt8]
        switch mode {
        case .numeric: bytes = (0..<count).map { _ in digits.randomElement(using: &generator)! }
        case .alphanumeric: bytes = (0..<count).map { _ in alphanumeric.randomElement(using: &generator)! }
        case .byte: bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        }
        // One character of the mode's own kind keeps a random run from fitting a smaller mode.
        if count > 0 {
            switch mode {
            case .numeric: break
            case .alphanumeric: bytes[0] = UInt8(ascii: "Q")
            case .byte: bytes[0] = UInt8(ascii: "q")
            }
        }
        return bytes
    }
}
