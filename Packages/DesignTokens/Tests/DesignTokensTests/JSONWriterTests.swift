import DesignTokens
import Testing

/// `JSONWriter` must write exactly what `OutputRenderer`'s `JSONEncoder` writes: scripts and
/// golden files diff the output, and which of the two runs is an implementation detail.
struct JSONWriterTests {
    /// Every kind of value the writer has, nested the way the event list nests them.
    struct Sample: JSONWritable, Equatable {
        var text: String
        var missingText: String?
        var count: Int?
        var big: Int64
        var children: [Child]

        enum CodingKeys: String, CodingKey { case text, missingText, count, big, children }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(text, forKey: .text)
            try container.encode(missingText, forKey: .missingText)
            try container.encode(count, forKey: .count)
            try container.encode(big, forKey: .big)
            try container.encode(children, forKey: .children)
        }

        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("big")
            writer.integer(big)
            writer.key("children")
            children.write(to: &writer)
            writer.key("count")
            writer.integer(count)
            writer.key("missingText")
            writer.string(missingText)
            writer.key("text")
            writer.string(text)
            writer.endObject()
        }
    }

    struct Child: JSONWritable, Equatable {
        var name: String
        func write(to writer: inout JSONWriter) {
            writer.beginObject()
            writer.key("name")
            writer.string(name)
            writer.endObject()
        }
    }

    /// Hides `JSONWritable`, so `OutputRenderer` takes its `JSONEncoder` path for the same value.
    struct ThroughEncoder: Encodable, Sendable {
        let value: any Encodable & Sendable
        func encode(to encoder: any Encoder) throws { try value.encode(to: encoder) }
    }

    static func rendered(_ value: any Encodable & Sendable) throws -> String {
        let presentation = Presentation(document: Document([]), csv: Table(columns: [], rows: []), json: value)
        return try OutputRenderer(capabilities: .plain()).render(presentation, as: .json)
    }

    static func expectSameAsEncoder(_ value: any JSONWritable, sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(try rendered(value) == rendered(ThroughEncoder(value: value)), sourceLocation: sourceLocation)
    }

    /// Quotes, backslashes, every control character, DEL, "/", line and paragraph separators,
    /// accents, CJK, emoji with joiners, a combining accent.
    static let alphabet: [String] = ["a", "Z", "0", " ", "\"", "\\", "/", "\u{7F}", "é", "中", "😀", "👩‍👩‍👧", "\u{301}",
                                     "\u{200D}", "\u{2028}", "\u{2029}", "\u{FEFF}", "'", "<", "&", "{", "]", ":", ","]
        + (0..<0x20).map { String(UnicodeScalar(UInt8($0))) }

    @Test func randomStringsMatchTheEncoder() throws {
        var random = SplitMix64(seed: 7)
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...12, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! }.joined()
            try Self.expectSameAsEncoder([Child(name: text)])
        }
    }

    @Test func everyControlCharacterAloneMatchesTheEncoder() throws {
        try Self.expectSameAsEncoder((0..<0x20).map { Child(name: String(UnicodeScalar(UInt8($0)))) })
    }

    @Test func nestingNullsAndNumbersMatchTheEncoder() throws {
        let samples = [
            Sample(text: "", missingText: nil, count: nil, big: 0, children: []),
            Sample(text: "x", missingText: "y/z", count: -7, big: .max, children: [Child(name: "a")]),
            Sample(text: "\"q\"", missingText: nil, count: Int(Int32.max), big: .min, children: [Child(name: ""), Child(name: "b")]),
        ]
        try Self.expectSameAsEncoder(samples)
        try Self.expectSameAsEncoder(samples[1])
        try Self.expectSameAsEncoder([Sample]())
    }

    @Test func writesPrettyJSONEndingInOneLineEnd() throws {
        #expect(try Self.rendered([Child(name: "a\u{1}")]) == """
        [
          {
            "name" : "a\\u0001"
          }
        ]

        """)
    }

    /// A writer is a value: a copy goes on on its own, and the original keeps what it had.
    @Test func aCopiedWriterWritesOnItsOwn() {
        var first = JSONWriter()
        first.beginObject()
        first.key("a")
        var second = first
        first.string("one")
        second.integer(2)
        first.endObject()
        second.endObject()
        #expect(String(decoding: first.bytes, as: UTF8.self) == "{\n  \"a\" : \"one\"\n}")
        #expect(String(decoding: second.bytes, as: UTF8.self) == "{\n  \"a\" : 2\n}")
    }

    /// A list too long for one chunk goes out in several, none much past the chunk size, and
    /// together they are the bytes the encoder writes.
    @Test func aLongListStreamsInChunksThatMakeTheSameBytes() throws {
        var random = SplitMix64(seed: 5)
        let samples = (0..<3_000).map { index in
            Sample(text: (0..<Int.random(in: 0...40, using: &random)).map { _ in Self.alphabet.randomElement(using: &random)! }.joined(),
                   missingText: index % 3 == 0 ? nil : "x", count: index, big: Int64(index) * 1_000_003, children: [Child(name: "c\(index)")])
        }
        let presentation = Presentation(document: Document([]), csv: Table(columns: [], rows: []), json: samples)
        var chunks: [ArraySlice<UInt8>] = []
        try OutputRenderer(capabilities: .plain()).write(presentation, as: .json) { chunks.append($0) }
        #expect(chunks.count > 3)
        #expect(chunks.allSatisfy { $0.count < 80 * 1024 })
        #expect(String(decoding: chunks.joined(), as: UTF8.self) == (try Self.rendered(ThroughEncoder(value: samples))))
    }
}

/// A seeded generator, so a failing string can be found again.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

}
