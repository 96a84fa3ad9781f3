/// A ticket's QR code as an image file's bytes, for the face to write or send.
public struct TicketImage: Hashable, Sendable {
    public enum Format: String, Hashable, Sendable {
        case png, svg
    }

    public let format: Format
    public let bytes: [UInt8]

    public init(format: Format, bytes: [UInt8]) {
        self.format = format
        self.bytes = bytes
    }
}
