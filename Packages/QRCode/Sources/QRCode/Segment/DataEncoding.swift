/// The payload in one mode: its mode, its length in characters and its packed data bits.
struct Segment {
    let mode: EncodingMode
    let characterCount: Int
    let data: BitBuffer

    init(bytes: [UInt8]) {
        mode = EncodingMode.fitting(bytes)
        characterCount = bytes.count
        var buffer = BitBuffer()
        switch mode {
        case .numeric:
            // Three digits fit 10 bits (999 < 1024); a last group of two takes 7, of one 4.
            var start = 0
            while start < bytes.count {
                let group = bytes[start..<min(start + 3, bytes.count)]
                let value = group.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
                buffer.append(value, bitCount: group.count * 3 + 1)
                start += 3
            }
        case .alphanumeric:
            let codes = bytes.map { byte in EncodingMode.alphanumericCharacters.firstIndex(of: byte)! }
            var start = 0
            while start + 1 < codes.count {
                buffer.append(codes[start] * 45 + codes[start + 1], bitCount: 11)
                start += 2
            }
            if start < codes.count { buffer.append(codes[start], bitCount: 6) }
        case .byte:
            for byte in bytes { buffer.append(Int(byte), bitCount: 8) }
        }
        data = buffer
    }

    /// Bits the segment takes in a symbol of `version`, mode indicator and count included.
    func bitLength(version: Int) -> Int {
        4 + mode.characterCountBits(version: version) + data.count
    }

    /// Whether the character count fits `version`'s count field (byte mode tops out at 255
    /// bytes below version 10, whatever the capacity).
    func countFits(version: Int) -> Bool {
        characterCount >> mode.characterCountBits(version: version) == 0
    }

    /// The data codewords of a symbol of `version` holding this segment: header and data, a
    /// terminator of up to four zero bits, zero bits to a byte boundary, then the alternating
    /// pad codewords 0xEC 0x11 up to the capacity.
    func dataCodewords(version: Int, capacity: Int) -> [UInt8] {
        var buffer = BitBuffer()
        buffer.append(mode.indicator, bitCount: 4)
        buffer.append(characterCount, bitCount: mode.characterCountBits(version: version))
        buffer.append(contentsOf: data)
        buffer.append(0, bitCount: min(4, capacity * 8 - buffer.count))
        var codewords = buffer.bytes
        precondition(codewords.count <= capacity, "segment longer than the version chosen for it")
        var pad: UInt8 = 0xEC
        while codewords.count < capacity {
            codewords.append(pad)
            pad ^= 0xEC ^ 0x11
        }
        return codewords
    }
}
