/// A receipt's file as given: the name it had (a browser's file name, or the file a command
/// read) and its bytes. The use case checks it is a PDF or an image and not too large.
public struct ReceiptUpload: Hashable, Sendable {
    /// The largest receipt kept, in bytes: 10 MB.
    public static let largest = 10 * 1024 * 1024

    public var name: String
    public var bytes: [UInt8]

    public init(name: String, bytes: [UInt8]) {
        self.name = name
        self.bytes = bytes
    }
}

/// What `expenses update` does to the receipt: a new file replaces it, `clear` takes it away
/// (file or path).
public enum ReceiptChange: Hashable, Sendable {
    case file(ReceiptUpload)
    case clear
}
