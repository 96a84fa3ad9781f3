extension QRCode {
    /// The symbol as a PNG image: 1-bit grayscale, `moduleSize` pixels per module, surrounded
    /// by `quietZone` light modules (the standard asks for 4; readers struggle with less).
    public func png(moduleSize: Int = 8, quietZone: Int = 4) -> [UInt8] {
        precondition(moduleSize >= 1 && quietZone >= 0, "moduleSize must be at least 1 and quietZone not negative")
        let modulesPerSide = size + 2 * quietZone
        let pixels = modulesPerSide * moduleSize
        let rowBytes = (pixels + 7) / 8

        var scanlines: [UInt8] = []
        scanlines.reserveCapacity((rowBytes + 1) * pixels)
        for moduleY in 0..<modulesPerSide {
            // Each scanline starts with its filter type, 0 (none); a module row is repeated
            // moduleSize times. Set bits are white, the padding at the row's end included.
            var scanline = [UInt8](repeating: 0xFF, count: rowBytes + 1)
            scanline[0] = 0
            let y = moduleY - quietZone
            if (0..<size).contains(y) {
                for x in 0..<size where self[x, y] {
                    for pixel in (x + quietZone) * moduleSize..<(x + quietZone + 1) * moduleSize {
                        scanline[1 + (pixel >> 3)] &= ~(0x80 >> UInt8(pixel & 7))
                    }
                }
            }
            for _ in 0..<moduleSize { scanlines.append(contentsOf: scanline) }
        }

        var header = BigEndian.bytes(UInt32(pixels)) + BigEndian.bytes(UInt32(pixels))
        header += [1, 0, 0, 0, 0] // bit depth 1, grayscale, deflate, adaptive filtering, no interlace
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += Self.chunk("IHDR", header)
        file += Self.chunk("IDAT", Zlib.stored(scanlines))
        file += Self.chunk("IEND", [])
        return file
    }

    /// Length, type, data, and the CRC of type and data.
    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typeAndData = Array(type.utf8) + data
        return BigEndian.bytes(UInt32(data.count)) + typeAndData + BigEndian.bytes(CRC32.checksum(typeAndData))
    }
}
