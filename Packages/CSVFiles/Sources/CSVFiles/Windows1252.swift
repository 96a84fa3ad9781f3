import Foundation

/// Windows-1252 to UTF-8, a chunk at a time: CSV.swift streams only Unicode, so a 1252 file is
/// copied as UTF-8 into a temporary file first, in flat memory whatever its size. One byte is
/// one character, so chunks can end anywhere. 0xA0-0xFF are Latin-1; the five bytes 1252 leaves
/// undefined become the C1 controls of the same number, as WHATWG's decoder does.
enum Windows1252 {
    private static let high: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ]

    static func scalar(_ byte: UInt8) -> Unicode.Scalar {
        guard (0x80...0x9F).contains(byte) else { return Unicode.Scalar(byte) }
        return Unicode.Scalar(high[Int(byte - 0x80)]) ?? "\u{FFFD}"
    }

    /// Writes `path` decoded as 1252 to a new temporary file, returned for the caller to remove.
    static func utf8Copy(of path: String) throws -> URL {
        guard let input = FileHandle(forReadingAtPath: path) else { throw CocoaError(.fileReadNoSuchFile) }
        defer { try? input.close() }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("rushday-1252-\(UUID().uuidString).csv")
        guard FileManager.default.createFile(atPath: copy.path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw CocoaError(.fileWriteUnknown)
        }
        do {
            let output = try FileHandle(forWritingTo: copy)
            defer { try? output.close() }
            while let chunk = try input.read(upToCount: 1 << 20), !chunk.isEmpty {
                var utf8: [UInt8] = []
                utf8.reserveCapacity(chunk.count + chunk.count / 8)
                for byte in chunk {
                    if byte < 0x80 {
                        utf8.append(byte)
                    } else {
                        utf8.append(contentsOf: String(scalar(byte)).utf8)
                    }
                }
                try output.write(contentsOf: utf8)
            }
        } catch {
            try? FileManager.default.removeItem(at: copy)
            throw error
        }
        return copy
    }
}
