/// RFC 9285 Base45: two bytes as three characters of the 45 that a QR code's alphanumeric mode
/// holds in 5.5 bits each, so a code of N bytes makes a smaller QR code than Base64 would.
public enum Base45 {
    public static let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:".utf8)

    private static let values: [Int8] = {
        var table = [Int8](repeating: -1, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = Int8(value) }
        return table
    }()

    public static func encode(_ bytes: [UInt8]) -> String {
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count / 2 * 3 + 2)
        var index = 0
        while index + 1 < bytes.count {
            let n = Int(bytes[index]) << 8 | Int(bytes[index + 1])
            text += [alphabet[n % 45], alphabet[n / 45 % 45], alphabet[n / 2025]]
            index += 2
        }
        if index < bytes.count {
            let n = Int(bytes[index])
            text += [alphabet[n % 45], alphabet[n / 45]]
        }
        return String(decoding: text, as: UTF8.self)
    }

    public enum DecodingError: Error, Equatable {
        /// A character outside the alphabet (lower-case letters included).
        case character(Character)
        /// One character left over: a Base45 text is 3 characters per 2 bytes, plus 2 for a last byte.
        case length
        /// A group stands for a number larger than its bytes hold (":::" is 91,124).
        case overflow
    }

    public static func decode(_ text: String) throws(DecodingError) -> [UInt8] {
        let characters = Array(text.utf8)
        var digits: [Int] = []
        digits.reserveCapacity(characters.count)
        for byte in characters {
            let value = values[Int(byte)]
            guard value >= 0 else {
                throw .character(text.unicodeScalars.first { $0.isASCII ? values[Int($0.value)] < 0 : true }.map(Character.init) ?? "?")
            }
            digits.append(Int(value))
        }
        guard digits.count % 3 != 1 else { throw .length }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(digits.count / 3 * 2 + 1)
        var index = 0
        while index + 2 < digits.count {
            let n = digits[index] + digits[index + 1] * 45 + digits[index + 2] * 2025
            guard n <= 0xFFFF else { throw .overflow }
            bytes += [UInt8(n >> 8), UInt8(n & 0xFF)]
            index += 3
        }
        if index < digits.count {
            let n = digits[index] + digits[index + 1] * 45
            guard n <= 0xFF else { throw .overflow }
            bytes.append(UInt8(n))
        }
        return bytes
    }
}
