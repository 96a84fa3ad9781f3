/// JSON written straight into UTF-8 bytes, byte for byte as `OutputRenderer`'s `JSONEncoder`
/// writes it: pretty printed with two-space indents, `" : "` after a key, `/` unescaped, the
/// other escapes as Foundation makes them. `JSONEncoder` boxes every value and builds and sorts
/// a dictionary per object; a list of 10,000 events spent most of its time there.
///
/// The caller writes an object's keys in sorted order (`sortedKeys`); the tests of each
/// `JSONWritable` type hold its bytes to `JSONEncoder`'s.
public struct JSONWriter {
    private var buffer = JSONBytes()
    private var depth = 0
    /// Bit n is set while the container at depth n is an array (its items need separators).
    private var arrays: UInt64 = 0
    private var atFirstItem = false
    /// Where the bytes go as they pass `OutputChunk.size`; nil keeps them all in `bytes`.
    private let sink: ((ArraySlice<UInt8>) -> Void)?

    public init() {
        sink = nil
    }

    /// Hands the bytes to `sink` a chunk at a time, so a long list is never held whole: growing
    /// one buffer to megabytes, then copying it out, was most of the page faults of a listing.
    /// `finish()` hands over the rest.
    public init(streamingTo sink: @escaping (ArraySlice<UInt8>) -> Void) {
        self.sink = sink
    }

    /// What has been written (and not yet handed to a sink).
    public var bytes: [UInt8] { Array(buffer.contents) }

    public mutating func finish() {
        sink?(bytes[...])
        owned().removeAll()
    }

    /// The buffer, made this writer's own first if a copy of the writer shares it.
    private mutating func owned() -> JSONBytes {
        if !isKnownUniquelyReferenced(&buffer) { buffer = buffer.copy() }
        return buffer
    }

    public mutating func beginObject() {
        open(UInt8(ascii: "{"), isArray: false)
    }

    public mutating func endObject() {
        close(UInt8(ascii: "}"))
    }

    public mutating func beginArray() {
        open(UInt8(ascii: "["), isArray: true)
    }

    public mutating func endArray() {
        close(UInt8(ascii: "]"))
    }

    /// The next member's key; its value follows. Keys are written as they are: the schema's
    /// keys are plain ASCII names that need no escape.
    public mutating func key(_ name: StaticString) {
        separate()
        let bytes = owned()
        bytes.append(UInt8(ascii: "\""))
        bytes.append(name)
        bytes.append(Self.afterKey)
    }

    /// A key that is data (a dictionary's, such as an answer's question key): quoted and
    /// escaped like a string. The caller writes them in `JSONEncoder`'s `sortedKeys` order,
    /// which is the order of their UTF-8 bytes.
    /// Named apart from `key(_:)`, which a string literal would otherwise pick this one over.
    public mutating func dataKey(_ name: String) {
        separate()
        appendQuoted(name)
        owned().append(Self.afterKeyQuoted)
    }

    public mutating func string(_ text: String) {
        beginValue()
        appendQuoted(text)
    }

    public mutating func string(_ text: String?) {
        guard let text else { return null() }
        string(text)
    }

    public mutating func integer(_ value: Int64) {
        beginValue()
        if value < 0 { owned().append(UInt8(ascii: "-")) }
        appendDigits(value.magnitude)
    }

    public mutating func integer(_ value: Int?) {
        guard let value else { return null() }
        integer(Int64(value))
    }

    public mutating func boolean(_ value: Bool) {
        beginValue()
        owned().append(value ? "true" : "false")
    }

    public mutating func null() {
        beginValue()
        owned().append("null")
    }

    /// The line end `OutputRenderer` puts after a document.
    mutating func endLine() {
        owned().append(UInt8(ascii: "\n"))
    }

    private mutating func open(_ bracket: UInt8, isArray: Bool) {
        beginValue()
        owned().append(bracket)
        owned().append(UInt8(ascii: "\n"))
        depth += 1
        if isArray { arrays |= 1 << depth } else { arrays &= ~(1 << depth) }
        atFirstItem = true
    }

    private mutating func close(_ bracket: UInt8) {
        depth -= 1
        owned().append(UInt8(ascii: "\n"))
        indent()
        owned().append(bracket)
        atFirstItem = false
    }

    /// An array's item starts a line of its own; an object's value follows its key.
    private mutating func beginValue() {
        if depth > 0 && arrays & (1 << depth) != 0 { separate() }
    }

    /// The comma and line break before an item after the first, then its indent, in one append
    /// from a run of them (one append per byte was most of writing a key).
    private mutating func separate() {
        if sink != nil && buffer.count >= OutputChunk.size { finish() }
        let skipped = atFirstItem ? 2 : 0
        atFirstItem = false
        appendRun(from: skipped, count: 2 + depth * 2 - skipped)
    }

    private mutating func indent() {
        appendRun(from: 2, count: depth * 2)
    }

    /// `count` bytes of `separators` from `start` (a comma, a line break, then spaces), as many
    /// times over as a deep indent needs.
    private mutating func appendRun(from start: Int, count: Int) {
        var start = start
        var left = count
        while left > 0 {
            let run = min(left, Self.separators.utf8CodeUnitCount - start)
            owned().append(UnsafeBufferPointer(start: Self.separators.utf8Start + start, count: run))
            left -= run
            start = 2
        }
    }

    private static let separators: StaticString = ",\n                                                                "

    private mutating func appendDigits(_ value: UInt64) {
        if value >= 10 { appendDigits(value / 10) }
        owned().append(UInt8(ascii: "0") + UInt8(value % 10))
    }

    /// Runs of bytes that need no escape are copied whole; text is valid UTF-8, so a byte of
    /// 0x80 or more belongs to a character JSON carries as it is.
    private mutating func appendQuoted(_ text: String) {
        let bytes = owned()
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var runStart = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
                Self.appendEscaped(byte, to: bytes)
                runStart = index + 1
            }
            bytes.append(UnsafeBufferPointer(rebasing: utf8[runStart...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    private static func appendEscaped(_ byte: UInt8, to bytes: JSONBytes) {
        let short: UInt8? = switch byte {
        case UInt8(ascii: "\""): UInt8(ascii: "\"")
        case UInt8(ascii: "\\"): UInt8(ascii: "\\")
        case 0x08: UInt8(ascii: "b")
        case 0x09: UInt8(ascii: "t")
        case 0x0A: UInt8(ascii: "n")
        case 0x0C: UInt8(ascii: "f")
        case 0x0D: UInt8(ascii: "r")
        default: nil
        }
        bytes.append(UInt8(ascii: "\\"))
        if let short {
            bytes.append(short)
        } else {
            bytes.append("u00")
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0xF)])
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
    private static let afterKey: StaticString = "\" : "
    private static let afterKeyQuoted: StaticString = " : "
}
