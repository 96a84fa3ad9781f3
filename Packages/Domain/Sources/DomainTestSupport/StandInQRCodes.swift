public import Domain

/// A `QRCodeMaker` for use-case tests: a symbol that depends on every byte of the text (so a
/// test can tell which text was drawn), and "images" that are the text with a prefix. The real
/// encoder is judged by zbarimg in its own package and end to end.
public struct StandInQRCodes: QRCodeMaker {
    public init() {}

    public func symbol(for text: String) throws(DomainError) -> QRSymbol {
        let bytes = Array(text.utf8)
        let size = 21
        return QRSymbol(size: size, dark: (0..<size * size).map { index in
            bytes.isEmpty ? false : (bytes[index % bytes.count] >> (index % 8)) & 1 == 1
        })
    }

    public func png(for text: String) throws(DomainError) -> [UInt8] {
        Array("PNG:\(text)".utf8)
    }

    public func svg(for text: String) throws(DomainError) -> String {
        "SVG:\(text)"
    }
}
