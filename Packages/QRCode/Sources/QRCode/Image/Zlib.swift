/// A zlib stream (RFC 1950) of stored, uncompressed deflate blocks (RFC 1951): valid for every
/// inflater, and QR images are small enough that compressing them is not worth a compressor.
enum Zlib {
    /// A stored block holds at most 65535 bytes: its length field is 16 bits.
    private static let maxStoredBlock = 0xFFFF

    static func stored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01] // deflate, 32K window, no dictionary; 0x7801 % 31 == 0
        stream.reserveCapacity(data.count + data.count / maxStoredBlock * 5 + 11)
        var start = 0
        repeat {
            let end = min(start + maxStoredBlock, data.count)
            let length = UInt16(end - start)
            stream.append(end == data.count ? 1 : 0) // BFINAL on the last block, BTYPE 00 (stored)
            stream.append(contentsOf: littleEndian(length) + littleEndian(~length))
            stream.append(contentsOf: data[start..<end])
            start = end
        } while start < data.count
        stream.append(contentsOf: BigEndian.bytes(adler32(data)))
        return stream
    }

    static func adler32(_ data: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        // 5552 bytes is the most that can be summed before b could overflow 32 bits.
        var start = 0
        while start < data.count {
            for byte in data[start..<min(start + 5552, data.count)] {
                a += UInt32(byte)
                b += a
            }
            a %= 65521
            b %= 65521
            start += 5552
        }
        return b << 16 | a
    }

    private static func littleEndian(_ value: UInt16) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8)]
    }
}
