/// A small Swift lexer: skips `//` and nested `/* */` comments and every string literal form
/// (`"…"`, `"""…"""`, raw `#"…"#` with any number of `#`, interpolation `\(…)` with nested strings
/// and comments inside, extended regex literals `#/…/#`), and returns identifiers, directives,
/// punctuation and string tokens with byte offsets. Bare `/regex/` literals are lexed as
/// operators: they cannot hide an import, and telling them from division needs a parser.
struct SwiftLexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var tokens: [SwiftToken] = []
    private var atLineStart = true
    /// False while skipping the code inside a string interpolation: those tokens are not
    /// statements of the file.
    private var emitting = true

    static func tokens(of source: [UInt8]) -> [SwiftToken] {
        source.withUnsafeBufferPointer { buffer in
            var lexer = SwiftLexer(bytes: buffer)
            lexer.lexCode(untilClosingParenthesis: false)
            return lexer.tokens
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
        tokens.reserveCapacity(bytes.count / 6)
    }

    private mutating func lexCode(untilClosingParenthesis: Bool) {
        var depth = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A:
                if emitting { atLineStart = true }
                index += 1
            case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1
            case UInt8(ascii: "/"):
                if byteAt(index + 1) == UInt8(ascii: "/") {
                    skipLineComment()
                } else if byteAt(index + 1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    emitPunctuation(byte)
                }
            case UInt8(ascii: "\""):
                lexString(hashCount: 0)
            case UInt8(ascii: "#"):
                lexPound()
            case UInt8(ascii: "`"):
                lexEscapedIdentifier()
            case UInt8(ascii: "("):
                if untilClosingParenthesis { depth += 1 }
                emitPunctuation(byte)
            case UInt8(ascii: ")"):
                if untilClosingParenthesis {
                    if depth == 0 {
                        index += 1
                        return
                    }
                    depth -= 1
                }
                emitPunctuation(byte)
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                lexNumber()
            default:
                if Self.isIdentifierHead(byte) {
                    let start = index
                    index += 1
                    while index < bytes.count, Self.isIdentifierBody(bytes[index]) { index += 1 }
                    emit(SwiftToken(kind: .identifier, start: start, end: index, startsLine: atLineStart))
                } else {
                    emitPunctuation(byte)
                }
            }
        }
    }

    private mutating func skipLineComment() {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
    }

    private mutating func skipBlockComment() {
        var depth = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), byteAt(index + 1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), byteAt(index + 1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return }
            } else {
                if bytes[index] == 0x0A, emitting { atLineStart = true }
                index += 1
            }
        }
    }

    /// `#` starts a raw string (`#"`), an extended regex (`#/`), a directive or macro (`#if`), or
    /// is plain punctuation.
    private mutating func lexPound() {
        var hashCount = 0
        while byteAt(index + hashCount) == UInt8(ascii: "#") { hashCount += 1 }
        let next = byteAt(index + hashCount)
        if next == UInt8(ascii: "\"") {
            index += hashCount
            lexString(hashCount: hashCount)
        } else if next == UInt8(ascii: "/") {
            skipExtendedRegex(hashCount: hashCount)
        } else if hashCount == 1, let head = next, Self.isIdentifierHead(head) {
            let tokenStartsLine = atLineStart
            index += 1
            let start = index
            while index < bytes.count, Self.isIdentifierBody(bytes[index]) { index += 1 }
            emit(SwiftToken(kind: .directive, start: start, end: index, startsLine: tokenStartsLine))
        } else {
            emitPunctuation(UInt8(ascii: "#"))
        }
    }

    /// `index` is at the opening quote; `hashCount` `#`s came before it.
    private mutating func lexString(hashCount: Int) {
        let tokenStartsLine = atLineStart
        let isMultiline = byteAt(index + 1) == UInt8(ascii: "\"") && byteAt(index + 2) == UInt8(ascii: "\"")
        index += isMultiline ? 3 : 1
        let contentStart = index
        var contentEnd = bytes.count
        var isSimple = !isMultiline && hashCount == 0
        scan: while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\"):
                guard hashesFollow(index + 1, count: hashCount) else {
                    index += 1
                    continue
                }
                isSimple = false
                let escaped = index + 1 + hashCount
                if byteAt(escaped) == UInt8(ascii: "(") {
                    index = escaped + 1
                    let wasEmitting = emitting
                    emitting = false
                    lexCode(untilClosingParenthesis: true)
                    emitting = wasEmitting
                } else {
                    index = escaped + 1
                }
            case UInt8(ascii: "\""):
                let quoteCount = isMultiline ? 3 : 1
                if (0..<quoteCount).allSatisfy({ byteAt(index + $0) == UInt8(ascii: "\"") }),
                   hashesFollow(index + quoteCount, count: hashCount) {
                    contentEnd = index
                    index += quoteCount + hashCount
                    break scan
                }
                index += 1
            case 0x0A where !isMultiline:
                // Unterminated single-line string: stop at the line end so one typo cannot
                // swallow the rest of the file.
                contentEnd = index
                break scan
            default:
                index += 1
            }
        }
        emit(SwiftToken(kind: .string, start: contentStart, end: min(contentEnd, bytes.count),
                        startsLine: tokenStartsLine, isSimple: isSimple))
    }

    private mutating func skipExtendedRegex(hashCount: Int) {
        index += hashCount + 1
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "\\") {
                index += 2
            } else if bytes[index] == UInt8(ascii: "/"), hashesFollow(index + 1, count: hashCount) {
                index += 1 + hashCount
                return
            } else {
                index += 1
            }
        }
    }

    private mutating func lexEscapedIdentifier() {
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "`"), bytes[end] != 0x0A { end += 1 }
        let tokenStartsLine = atLineStart
        index = min(end + 1, bytes.count)
        emit(SwiftToken(kind: .escapedIdentifier, start: start, end: end, startsLine: tokenStartsLine))
    }

    private mutating func lexNumber() {
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if Self.isIdentifierBody(byte) {
                index += 1
            } else if byte == UInt8(ascii: "."), let next = byteAt(index + 1),
                      (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                index += 1
            } else {
                break
            }
        }
        emit(SwiftToken(kind: .number, start: start, end: index, startsLine: atLineStart))
    }

    private mutating func emitPunctuation(_ byte: UInt8) {
        emit(SwiftToken(kind: .punctuation, start: index, end: index + 1, startsLine: atLineStart, byte: byte))
        index += 1
    }

    private mutating func emit(_ token: SwiftToken) {
        guard emitting else { return }
        tokens.append(token)
        atLineStart = false
    }

    private func hashesFollow(_ position: Int, count: Int) -> Bool {
        (0..<count).allSatisfy { byteAt(position + $0) == UInt8(ascii: "#") }
    }

    private func byteAt(_ position: Int) -> UInt8? {
        position < bytes.count ? bytes[position] : nil
    }

    static func isIdentifierHead(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), 0x80...0xFF:
            true
        default:
            false
        }
    }

    static func isIdentifierBody(_ byte: UInt8) -> Bool {
        isIdentifierHead(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
