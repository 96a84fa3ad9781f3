import Testing
import Domain

/// RFC 9285's examples, both ways, and what it says a decoder must refuse.
@Suite struct Base45Tests {
    @Test(arguments: [("AB", "BB8"), ("Hello!!", "%69 VD92EX0"), ("base-45", "UJCLQE7W581"), ("ietf!", "QED8WEX0"), ("", "")])
    func encodesAndDecodesTheRFCExamples(_ text: String, _ encoded: String) throws {
        #expect(Base45.encode(Array(text.utf8)) == encoded)
        #expect(try Base45.decode(encoded) == Array(text.utf8))
    }

    @Test func refusesWhatIsNotBase45() {
        #expect(throws: Base45.DecodingError.overflow) { try Base45.decode("GGW") }
        #expect(throws: Base45.DecodingError.overflow) { try Base45.decode(":::") }
        #expect(throws: Base45.DecodingError.length) { try Base45.decode("BB8B") }
        #expect(throws: Base45.DecodingError.character("a")) { try Base45.decode("aB8") }
        #expect(throws: Base45.DecodingError.character("é")) { try Base45.decode("BBé") }
    }

    @Test func everyByteSequenceRoundTrips() throws {
        var generator = SystemRandomNumberGenerator()
        for length in 0..<64 {
            let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            let text = Base45.encode(bytes)
            #expect(text.utf8.count == length / 2 * 3 + length % 2 * 2)
            #expect(try Base45.decode(text) == bytes)
        }
    }
}
