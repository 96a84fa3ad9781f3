import Testing
@testable import QRCode

/// Codewords published with the standard and its best-known walk-through.
@Suite struct KnownAnswerTests {
    /// ISO/IEC 18004 annex I: "01234567" in a 1-M symbol.
    @Test func numericExampleFromTheStandard() {
        let data = Segment(bytes: Array("01234567".utf8)).dataCodewords(version: 1, capacity: 16)
        #expect(data == [16, 32, 12, 86, 97, 128, 236, 17, 236, 17, 236, 17, 236, 17, 236, 17])
        let ec = ReedSolomon.remainder(of: data, generator: ReedSolomon.generator(degree: 10))
        #expect(ec == [165, 36, 212, 193, 237, 54, 199, 135, 44, 85])
    }

    /// Thonky's QR code tutorial: "HELLO WORLD" in a 1-Q symbol.
    @Test func helloWorldAlphanumeric() {
        let data = Segment(bytes: Array("HELLO WORLD".utf8)).dataCodewords(version: 1, capacity: 13)
        #expect(data == [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236])
        let ec = ReedSolomon.remainder(of: data, generator: ReedSolomon.generator(degree: 13))
        #expect(ec == [168, 72, 22, 82, 217, 54, 156, 0, 46, 15, 180, 122, 16])
    }

    /// Version 5-Q has two blocks of 15 data codewords and two of 16, each with 18 EC codewords:
    /// data is read out column by column, the short blocks dropping out of the last column,
    /// then the EC codewords the same way.
    @Test func interleavingOfUnequalBlocks() {
        let data = (0..<62).map { UInt8($0) }
        let blocks = [data[0..<15], data[15..<30], data[30..<46], data[46..<62]].map(Array.init)
        let generator = ReedSolomon.generator(degree: 18)
        let ec = blocks.map { ReedSolomon.remainder(of: $0, generator: generator) }
        var expected: [UInt8] = []
        for column in 0..<16 {
            for block in blocks where column < block.count { expected.append(block[column]) }
        }
        for column in 0..<18 {
            for block in ec { expected.append(block[column]) }
        }
        #expect(Array(expected.prefix(6)) == [0, 15, 30, 46, 1, 16])
        #expect(Array(expected[56..<62]) == [14, 29, 44, 60, 45, 61])
        #expect(Interleaving.codewords(data: data, version: 5, correction: .quartile) == expected)
    }

    @Test func byteModeHeader() {
        // Mode 0100, count 00000010, then the bytes 'a' 'b', terminator, pad codewords.
        let data = Segment(bytes: Array("ab".utf8)).dataCodewords(version: 1, capacity: 19)
        #expect(Array(data.prefix(5)) == [0x40, 0x26, 0x16, 0x20, 0xEC])
    }
}
