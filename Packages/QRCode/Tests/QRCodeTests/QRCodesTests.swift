import Domain
import QRCode
import Testing

/// Domain's view of the encoder: the same modules the encoder placed, images a decoder reads,
/// and a too-long text refused as invalid input.
@Suite struct QRCodesTests {
    @Test func theSymbolHasTheEncodersModules() throws {
        let text = "RD1:TICKET-CODE-0042"
        let symbol = try QRCodes().symbol(for: text)
        let code = try QRCode(text: text, correction: .medium)
        #expect(symbol.size == code.size)
        for y in 0..<code.size {
            for x in 0..<code.size where symbol[x, y] != code[x, y] {
                Issue.record("module (\(x), \(y)) differs")
            }
        }
    }

    @Test func imagesAreReadBackByZbar() throws {
        let text = "RD1:ABC $%*+-./: 123"
        #expect(try Zbar.decode(png: try QRCodes().png(for: text)) == Array(text.utf8))
        #expect(try QRCodes().svg(for: text).contains("<path"))
    }

    @Test func aTextTooLongForAnyVersionIsInvalid() {
        let text = String(repeating: "x", count: 3_000)
        #expect(throws: DomainError.invalid(field: "code", message: "is 3000 bytes, too long for a QR code at this error correction")) {
            try QRCodes(correction: .high).symbol(for: text)
        }
    }
}
