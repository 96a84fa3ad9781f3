public import Domain

/// Domain's `QRCodeMaker`: each text encoded once per call at `correction`, modules 8 pixels
/// wide in images, with the standard's 4-module quiet zone.
public struct QRCodes: QRCodeMaker {
    private let correction: QRErrorCorrection

    /// Medium (15% of the symbol may be lost) by default: codes are read off paper and phone
    /// screens, and a higher level would make a ticket's symbol a version larger.
    public init(correction: QRErrorCorrection = .medium) {
        self.correction = correction
    }

    public func symbol(for text: String) throws(DomainError) -> QRSymbol {
        let code = try encoded(text)
        var dark: [Bool] = []
        dark.reserveCapacity(code.size * code.size)
        for y in 0..<code.size {
            for x in 0..<code.size { dark.append(code[x, y]) }
        }
        return QRSymbol(size: code.size, dark: dark)
    }

    public func png(for text: String) throws(DomainError) -> [UInt8] {
        try encoded(text).png()
    }

    public func svg(for text: String) throws(DomainError) -> String {
        try encoded(text).svg()
    }

    private func encoded(_ text: String) throws(DomainError) -> QRCode {
        do {
            return try QRCode(text: text, correction: correction)
        } catch {
            throw .invalid(field: "code", message: "is \(text.utf8.count) bytes, too long for a QR code at this error correction")
        }
    }
}
