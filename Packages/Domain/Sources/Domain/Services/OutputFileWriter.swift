/// Writes a file a command makes (a ticket's image, a printable page) all at once: a reader
/// never sees half a file, and a failure leaves none.
public protocol OutputFileWriter: Sendable {
    /// An existing file is replaced only when `replacing`; otherwise, and when the file cannot
    /// be written, `.cannotCreate` names `field` (the option the path came from).
    func write(_ bytes: [UInt8], to path: String, replacing: Bool, field: String) throws(DomainError)
}
