/// A file posted in a `multipart/form-data` form, written to disk as it arrived (never held whole
/// in memory). The server removes it once the route has answered, unless the route moved it.
public struct WebUpload: Sendable {
    /// The form field that carried it (`<input type=file name=...>`).
    public let field: String
    /// The name the browser gave, as sent (a page may show it; never a path to open).
    public let fileName: String
    public let contentType: String?
    /// Where the server wrote it.
    public let path: String
    public let size: Int
}

/// What a route that takes files declares: how large a file may be, and the folder (the serving
/// machine's own) the files are written to.
public struct WebUploads: Sendable {
    public let limit: Int
    public let folder: String

    public init(limit: Int, folder: String) {
        self.limit = limit
        self.folder = folder
    }

    /// Why a posted file did not arrive whole; the route says so beside its field.
    public enum Problem: Equatable, Sendable {
        /// Larger than `limit` bytes: the rest was not read.
        case tooLarge(field: String, limit: Int)
        /// The body ended (or broke off) before the file's end.
        case incomplete(field: String)
        /// Not a multipart body a browser sends.
        case malformed
    }
}
