/// Quoted-printable (RFC 2045) for UTF-8 text: printable ASCII as it is, other bytes as `=XX`,
/// line breaks as CRLF, lines soft-broken (`=` at the end) before 76 characters, and a space
/// or tab before a line break encoded so mail servers cannot strip it.
enum QuotedPrintable {
    private static let hex = Array("0123456789ABCDEF".utf8)

    static func append(_ text: String, to output: inout [UInt8]) {
        var column = 0
        let bytes = Array(text.utf8)
        var index = 0
        func emit(_ piece: [UInt8]) {
            if column + piece.count > 75 {
                output.append(contentsOf: [UInt8(ascii: "="), 13, 10])
                column = 0
            }
            output.append(contentsOf: piece)
            column += piece.count
        }
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : nil
            switch byte {
            case 13 where next == 10:
                index += 1
                fallthrough
            case 10:
                output.append(contentsOf: [13, 10])
                column = 0
            case 32, 9 where next == nil || next == 10 || next == 13:
                emit(encodedByte(byte))
            case 0x21...0x7E where byte != UInt8(ascii: "="), 32, 9:
                // A line starting with "." would be dot-stuffed by SMTP; encoding it keeps the
                // text the same whoever unstuffs it.
                emit(column == 0 && byte == UInt8(ascii: ".") ? encodedByte(byte) : [byte])
            default:
                emit(encodedByte(byte))
            }
            index += 1
        }
        output.append(contentsOf: [13, 10])
    }

    private static func encodedByte(_ byte: UInt8) -> [UInt8] {
        [UInt8(ascii: "="), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
    }
}
