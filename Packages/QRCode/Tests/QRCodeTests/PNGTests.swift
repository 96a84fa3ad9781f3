import Testing
@testable import QRCode

@Suite struct PNGTests {
    struct Chunk {
        let type: String
        let data: [UInt8]
        let crc: UInt32
    }

    static func uint32(_ bytes: some Collection<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    static func chunks(of png: [UInt8]) throws -> [Chunk] {
        var chunks: [Chunk] = []
        var position = 8
        while position < png.count {
            let length = Int(uint32(png[position..<position + 4]))
            try #require(position + 12 + length <= png.count, "chunk runs past the end")
            chunks.append(Chunk(
                type: String(decoding: png[position + 4..<position + 8], as: UTF8.self),
                data: Array(png[position + 8..<position + 8 + length]),
                crc: uint32(png[position + 8 + length..<position + 12 + length])
            ))
            position += 12 + length
        }
        return chunks
    }

    @Test func checksumsMatchPublishedValues() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        #expect(CRC32.checksum(Array("IEND".utf8)) == 0xAE42_6082)
        #expect(Zlib.adler32(Array("Wikipedia".utf8)) == 0x11E6_0398)
        #expect(Zlib.adler32([]) == 1)
        // Long enough for the sums to be reduced modulo 65521 many times; the value is Python's
        // zlib.adler32(b'\xff' * 100000).
        #expect(Zlib.adler32(Array(repeating: 0xFF, count: 100_000)) == 0x149A_302C)
    }

    @Test func structureIsAValidGrayscalePNG() throws {
        let code = try QRCode(text: "RUSHDAY", correction: .medium)
        let png = code.png()
        #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        let chunks = try Self.chunks(of: png)
        #expect(chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
        for chunk in chunks {
            #expect(chunk.crc == CRC32.checksum(Array(chunk.type.utf8) + chunk.data), "\(chunk.type) CRC")
        }
        let header = chunks[0].data
        let side = UInt32((code.size + 8) * 8)
        #expect(Self.uint32(header[0..<4]) == side)
        #expect(Self.uint32(header[4..<8]) == side)
        #expect(Array(header[8...]) == [1, 0, 0, 0, 0], "1-bit grayscale, deflate, no filter method extras, no interlace")
        #expect(chunks[2].data.isEmpty)
    }

    /// Big images need several stored blocks of at most 65535 bytes: each block's LEN and NLEN
    /// agree, only the last is final, and the Adler-32 trailer covers them all.
    @Test func zlibStreamSplitsIntoStoredBlocks() throws {
        let code = try QRCode(bytes: Array(repeating: 0x61, count: 2000), correction: .low)
        let stream = try #require(try Self.chunks(of: code.png(moduleSize: 8)).first { $0.type == "IDAT" }).data
        #expect(stream[0] == 0x78 && (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0, "zlib header")
        var position = 2, inflated: [UInt8] = [], blocks = 0, final = false
        while !final {
            final = stream[position] == 1
            #expect(stream[position] & ~1 == 0, "stored block type")
            let length = Int(stream[position + 1]) | Int(stream[position + 2]) << 8
            let complement = Int(stream[position + 3]) | Int(stream[position + 4]) << 8
            #expect(length ^ complement == 0xFFFF)
            inflated += stream[position + 5..<position + 5 + length]
            position += 5 + length
            blocks += 1
        }
        #expect(blocks > 1)
        let side = (code.size + 8) * 8
        #expect(inflated.count == side * ((side + 7) / 8 + 1))
        #expect(Self.uint32(stream[position..<position + 4]) == Zlib.adler32(inflated))
        #expect(position + 4 == stream.count)
    }

    /// Python's zlib checks every chunk CRC and the Adler-32 and inflates the image; each
    /// pixel must then show its module (or the quiet zone) in the right colour.
    @Test(arguments: [(1, 4), (3, 2), (8, 4), (5, 0)])
    func pythonReadsEveryPixel(moduleSize: Int, quietZone: Int) throws {
        let python = try #require(Executable.find("python3"), "python3 is needed to check the PNG independently")
        let code = try QRCode(text: "https://rushday.example/t/42", correction: .quartile)
        let script = """
            import sys, zlib, struct
            data = open(sys.argv[1], 'rb').read()
            assert data[:8] == b'\\x89PNG\\r\\n\\x1a\\n'
            pos, idat, kinds = 8, b'', []
            while pos < len(data):
                length, = struct.unpack('>I', data[pos:pos + 4])
                kind, body = data[pos + 4:pos + 8], data[pos + 8:pos + 8 + length]
                crc, = struct.unpack('>I', data[pos + 8 + length:pos + 12 + length])
                assert crc == zlib.crc32(kind + body), kind
                kinds.append(kind.decode())
                idat += body if kind == b'IDAT' else b''
                pos += 12 + length
            sys.stdout.buffer.write(zlib.decompress(idat))
            """
        let raw = try #require(try Executable.withTemporaryFile(code.png(moduleSize: moduleSize, quietZone: quietZone), suffix: ".png") { path in
            try Executable.run(python, ["-c", script, path])
        }, "python3 rejected the PNG")

        let side = (code.size + 2 * quietZone) * moduleSize
        let rowBytes = (side + 7) / 8 + 1
        try #require(raw.count == side * rowBytes)
        var wrong = 0
        for py in 0..<side {
            #expect(raw[py * rowBytes] == 0, "filter type of row \(py)")
            for px in 0..<side {
                let white = raw[py * rowBytes + 1 + px / 8] & (0x80 >> UInt8(px % 8)) != 0
                let x = px / moduleSize - quietZone, y = py / moduleSize - quietZone
                let dark = (0..<code.size).contains(x) && (0..<code.size).contains(y) && code[x, y]
                if white == dark { wrong += 1 }
            }
        }
        #expect(wrong == 0)
    }
}
