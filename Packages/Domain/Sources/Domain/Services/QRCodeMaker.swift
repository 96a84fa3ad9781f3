/// Turns a text into a QR code: its modules for a terminal, and the image files a printer or a
/// phone reads. A feature never sees the encoder.
public protocol QRCodeMaker: Sendable {
    /// Throws `.invalid` when the text is too long for any QR code.
    func symbol(for text: String) throws(DomainError) -> QRSymbol
    /// A PNG image, with the standard's quiet zone.
    func png(for text: String) throws(DomainError) -> [UInt8]
    /// An SVG image, with the standard's quiet zone.
    func svg(for text: String) throws(DomainError) -> String
}
