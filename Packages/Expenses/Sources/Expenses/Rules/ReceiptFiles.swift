import Domain

/// What a receipt may be: a PDF or an image (PNG, JPEG, GIF, WebP, HEIC), told by its first
/// bytes, never by its name or what a browser claims, of 1 byte to 10 MB. Its name is kept
/// as the last part of what was given, one line.
enum ReceiptFiles {
    static let limit = ReceiptUpload.largest

    /// The name to keep and what the store keeps of the file.
    static func check(_ upload: ReceiptUpload) throws(DomainError) -> (name: String, stored: StoredReceipt) {
        guard !upload.bytes.isEmpty else { throw .invalid(field: "receipt", message: "is an empty file; give the receipt's PDF or picture") }
        guard upload.bytes.count <= limit else {
            throw .invalid(field: "receipt", message: "is \(megabytes(upload.bytes.count)) MB; a receipt may be up to 10 MB")
        }
        guard let type = contentType(of: upload.bytes) else {
            throw .invalid(field: "receipt", message: "is not a PDF or a picture (PNG, JPEG, GIF, WebP or HEIC); give the receipt's scan or photo")
        }
        return (name(upload.name), StoredReceipt(contentType: type, size: upload.bytes.count))
    }

    static func contentType(of bytes: [UInt8]) -> String? {
        func starts(_ prefix: String, at offset: Int = 0) -> Bool {
            let expected = Array(prefix.utf8)
            return bytes.count >= offset + expected.count && Array(bytes[offset..<offset + expected.count]) == expected
        }
        if starts("%PDF-") { return "application/pdf" }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if starts("GIF87a") || starts("GIF89a") { return "image/gif" }
        if starts("RIFF"), starts("WEBP", at: 8) { return "image/webp" }
        if ["ftypheic", "ftypheix", "ftypmif1", "ftyphevc"].contains(where: { starts($0, at: 4) }) { return "image/heic" }
        return nil
    }

    /// The last part of the name given (a browser may send a whole path), without control
    /// characters, at most 200 characters; "receipt" when nothing is left.
    static func name(_ given: String) -> String {
        let last = given.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let kept = String(String.UnicodeScalarView(last.unicodeScalars.filter { !$0.properties.isNoncharacterCodePoint && $0.value >= 0x20 && $0.value != 0x7F }))
            .trimmingCharacters(in: .whitespaces)
        return kept.isEmpty ? "receipt" : String(kept.prefix(200))
    }

    private static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + 1024 * 1024 - 1) / (1024 * 1024)
        return "\(tenths / 10).\(tenths % 10)"
    }
}
