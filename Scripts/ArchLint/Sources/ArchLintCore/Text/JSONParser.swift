/// A strict JSON parser (RFC 8259) over bytes. Foundation's JSONSerialization loses member order
/// and reports errors without a line, and the rules file deserves precise messages.
struct JSONParser {
    struct SyntaxError: Error, Sendable {
        var message: String
        var offset: Int
    }

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONNode {
        var parser = JSONParser(bytes)
        parser.skipWhitespace()
        let node = try parser.parseValue()
        parser.skipWhitespace()
        if parser.index < bytes.count {
            throw SyntaxError(message: "unexpected \(parser.describeCurrent()) after the end of the document", offset: parser.index)
        }
        return node
    }

    private mutating func parseValue() throws(SyntaxError) -> JSONNode {
        guard index < bytes.count else {
            throw SyntaxError(message: "unexpected end of file, expected a value", offset: index)
        }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(value: .object(try parseObject()), offset: start)
        case UInt8(ascii: "["): return JSONNode(value: .array(try parseArray()), offset: start)
        case UInt8(ascii: "\""): return JSONNode(value: .string(try parseString()), offset: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), offset: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), offset: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, offset: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), offset: start)
        default:
            throw SyntaxError(message: "unexpected \(describeCurrent()), expected a value", offset: index)
        }
    }

    private mutating func parseObject() throws(SyntaxError) -> [JSONMember] {
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return members
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                if peek(UInt8(ascii: "}")) {
                    throw SyntaxError(message: "trailing comma before '}' (JSON allows none)", offset: index)
                }
                throw SyntaxError(message: "unexpected \(describeCurrent()), expected a member name in double quotes", offset: index)
            }
            let keyOffset = index
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw SyntaxError(message: "expected ':' after member name \"\(key)\"", offset: index)
            }
            index += 1
            skipWhitespace()
            let node = try parseValue()
            members.append(JSONMember(key: key, keyOffset: keyOffset, node: node))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "}")) {
                index += 1
                return members
            }
            throw SyntaxError(message: "expected ',' or '}' after the value of \"\(key)\", found \(describeCurrent())", offset: index)
        }
    }

    private mutating func parseArray() throws(SyntaxError) -> [JSONNode] {
        index += 1
        var items: [JSONNode] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return items
        }
        while true {
            skipWhitespace()
            if peek(UInt8(ascii: "]")) {
                throw SyntaxError(message: "trailing comma before ']' (JSON allows none)", offset: index)
            }
            items.append(try parseValue())
            skipWhitespace()
            if peek(UInt8(ascii: ",")) {
                index += 1
                continue
            }
            if peek(UInt8(ascii: "]")) {
                index += 1
                return items
            }
            throw SyntaxError(message: "expected ',' or ']' in array, found \(describeCurrent())", offset: index)
        }
    }

    private mutating func parseString() throws(SyntaxError) -> String {
        let start = index
        index += 1
        var scalars: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append(UInt8(ascii: "\""))
                case UInt8(ascii: "\\"): scalars.append(UInt8(ascii: "\\"))
                case UInt8(ascii: "/"): scalars.append(UInt8(ascii: "/"))
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800...0xDBFF).contains(code), peek(UInt8(ascii: "\\")),
                       index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try parseHex4()
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    let scalar = Unicode.Scalar(code) ?? "\u{FFFD}"
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default:
                    throw SyntaxError(message: "invalid escape '\\\(Character(Unicode.Scalar(escape)))' in string", offset: index - 2)
                }
            case 0x00..<0x20:
                throw SyntaxError(message: "unescaped control character in string (a string must end on its line)", offset: index)
            default:
                scalars.append(byte)
                index += 1
            }
        }
        throw SyntaxError(message: "unterminated string", offset: start)
    }

    private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count else {
            throw SyntaxError(message: "expected four hex digits after \\u", offset: index)
        }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt8
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
            default: throw SyntaxError(message: "expected four hex digits after \\u", offset: index)
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(SyntaxError) -> Double {
        let start = index
        let allowed: Set<UInt8> = Set("+-0123456789.eE".utf8)
        while index < bytes.count, allowed.contains(bytes[index]) {
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let number = Double(text) else {
            throw SyntaxError(message: "invalid number '\(text)'", offset: start)
        }
        return number
    }

    private mutating func expectWord(_ word: String) throws(SyntaxError) {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw SyntaxError(message: "unexpected \(describeCurrent()), expected a value", offset: index)
        }
        index += expected.count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool {
        index < bytes.count && bytes[index] == byte
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        return byte == 0x0A ? "line break" : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
