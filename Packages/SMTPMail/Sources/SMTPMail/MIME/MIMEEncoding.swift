/// The byte-level encodings of a message (RFC 2045, 2047, 2231), written straight into the
/// message's bytes so a message costs no intermediate strings.
enum MIMEEncoding {
    static let crlf: [UInt8] = [13, 10]
    private static let base64Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    private static let hexDigits = Array("0123456789ABCDEF".utf8)
    private static let atextSymbols = Set("!#$%&'*+-/=?^_`{|}~".utf8)

    /// Base64 in lines of 76 characters, each ending in CRLF (RFC 2045 6.8).
    static func base64Lines<Bytes: RandomAccessCollection>(_ bytes: Bytes, into out: inout [UInt8])
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let lineEnd = min(index + 57, bytes.endIndex) // 57 bytes are 76 characters
            base64(bytes[index..<lineEnd], into: &out)
            out += crlf
            index = lineEnd
        }
    }

    /// Base64 without line breaks.
    static func base64<Bytes: RandomAccessCollection>(_ bytes: Bytes, into out: inout [UInt8])
    where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = bytes.startIndex
        while index + 3 <= bytes.endIndex {
            let word = UInt32(bytes[index]) << 16 | UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index + 2])
            out.append(base64Alphabet[Int(word >> 18 & 63)])
            out.append(base64Alphabet[Int(word >> 12 & 63)])
            out.append(base64Alphabet[Int(word >> 6 & 63)])
            out.append(base64Alphabet[Int(word & 63)])
            index += 3
        }
        let left = bytes.endIndex - index
        guard left > 0 else { return }
        let word = UInt32(bytes[index]) << 16 | (left == 2 ? UInt32(bytes[index + 1]) << 8 : 0)
        out.append(base64Alphabet[Int(word >> 18 & 63)])
        out.append(base64Alphabet[Int(word >> 12 & 63)])
        out.append(left == 2 ? base64Alphabet[Int(word >> 6 & 63)] : UInt8(ascii: "="))
        out.append(UInt8(ascii: "="))
    }

    /// Quoted-printable text (RFC 2045 6.7): every line break of `text` (LF or CRLF) becomes a
    /// hard CRLF and lines longer than 76 characters end in soft breaks.
    static func quotedPrintable(_ text: String, into out: inout [UInt8]) {
        var column = 0
        var pendingSpace: UInt8? // a space or tab kept back until we know it is not at a line end
        func put(_ encoded: UInt8, escaped: Bool) {
            let width = escaped ? 3 : 1
            if column + width > 75 { // room for the soft break's "="
                out.append(UInt8(ascii: "="))
                out += crlf
                column = 0
            }
            if escaped {
                out.append(UInt8(ascii: "="))
                out.append(hexDigits[Int(encoded >> 4)])
                out.append(hexDigits[Int(encoded & 15)])
            } else {
                out.append(encoded)
            }
            column += width
        }
        func flushSpace(atLineEnd: Bool) {
            if let space = pendingSpace { put(space, escaped: atLineEnd) }
            pendingSpace = nil
        }
        for byte in text.utf8 {
            switch byte {
            case 10:
                flushSpace(atLineEnd: true)
                out += crlf
                column = 0
            case 13:
                break // a CR is part of a CRLF line break or stray: either way the LF decides
            case 32, 9:
                flushSpace(atLineEnd: false)
                pendingSpace = byte
            default:
                flushSpace(atLineEnd: false)
                put(byte, escaped: byte == UInt8(ascii: "=") || byte < 32 || byte > 126)
            }
        }
        flushSpace(atLineEnd: true)
    }

    /// Whether `text` needs no encoding in a header: printable ASCII and spaces.
    static func isPlainASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 32 && $0 < 127 }
    }

    /// `text` as RFC 2047 encoded-words (UTF-8, B), each short enough to sit on a folded line of
    /// its own, never splitting a character.
    static func encodedWords(_ text: String) -> [String] {
        var words: [String] = []
        var chunk: [UInt8] = []
        func flush() {
            guard !chunk.isEmpty else { return }
            var word = Array("=?utf-8?B?".utf8)
            base64(chunk, into: &word)
            word += Array("?=".utf8)
            words.append(String(decoding: word, as: UTF8.self))
            chunk.removeAll(keepingCapacity: true)
        }
        for scalar in text.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            if chunk.count + bytes.count > 39 { flush() } // 39 bytes: a 64-character word
            chunk += bytes
        }
        flush()
        return words
    }

    /// A display name as a phrase (RFC 5322 3.2.5): as it is when it is plain words, quoted
    /// when it holds specials, encoded-words when it is not ASCII. Returned as foldable tokens.
    static func phrase(_ name: String) -> [String] {
        guard isPlainASCII(name) else { return encodedWords(name) }
        let atext = name.utf8.allSatisfy { byte in
            byte == 32 || (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                || atextSymbols.contains(byte)
        }
        if atext && !name.isEmpty && !name.contains("  ") && name.first != " " && name.last != " " {
            return name.split(separator: " ").map(String.init)
        }
        var quoted = "\""
        for character in name {
            if character == "\"" || character == "\\" { quoted.append("\\") }
            quoted.append(character)
        }
        return [quoted + "\""]
    }

    /// An RFC 2231 parameter for a file name: `filename="name"` when plain ASCII without quotes,
    /// else `filename*=utf-8''percent-encoded`.
    static func filenameParameter(_ filename: String) -> String {
        if isPlainASCII(filename) && !filename.contains("\"") && !filename.contains("\\") {
            return "filename=\"\(filename)\""
        }
        var encoded = "filename*=utf-8''"
        for byte in filename.utf8 {
            let unreserved = (byte >= 48 && byte <= 57) || (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "_")
            if unreserved {
                encoded.unicodeScalars.append(UnicodeScalar(byte))
            } else {
                encoded += "%"
                encoded.unicodeScalars.append(UnicodeScalar(hexDigits[Int(byte >> 4)]))
                encoded.unicodeScalars.append(UnicodeScalar(hexDigits[Int(byte & 15)]))
            }
        }
        return encoded
    }

    /// Writes `name: tokens...` folded before a token wherever the line would pass 78
    /// characters (a token longer than a line stays whole: RFC 5322 allows 998).
    static func header(_ name: String, _ tokens: [String], into out: inout [UInt8]) {
        out += Array(name.utf8)
        out.append(UInt8(ascii: ":"))
        var column = name.utf8.count + 1
        for (index, token) in tokens.enumerated() {
            let width = token.utf8.count
            // An empty token (two spaces in a row) never starts a line: that line would be blank.
            if index > 0 && column + 1 + width > 78 && width > 0 {
                out += crlf
                column = 0
            }
            out.append(UInt8(ascii: " "))
            out += Array(token.utf8)
            column += 1 + width
        }
        out += crlf
    }

    /// An unstructured value (a subject): its words when plain ASCII, else encoded-words.
    static func unstructured(_ value: String) -> [String] {
        isPlainASCII(value) ? value.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
            : encodedWords(value)
    }
}
