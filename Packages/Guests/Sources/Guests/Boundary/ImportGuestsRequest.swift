public import Domain

/// What `rushday guests import` asks: the event, the rows (a face makes the source from a file
/// or an upload, and says how to read it), what to do with a guest already on the list, extra
/// column-to-field mappings ("Cell=phone") as typed, and whether bad rows refuse the file or
/// are left out of it.
public struct ImportGuestsRequest: Sendable {
    public enum OnDuplicate: String, CaseIterable, Hashable, Sendable {
        case skip, update, fail
    }

    /// The fields a column may be mapped to (besides the event's question keys).
    public static let fields = ImportField.allCases.map(\.rawValue)
    /// The mapping target that leaves a column out (`Notes=ignore`).
    public static let ignore = ImportColumns.ignore

    public var event: String
    public var source: any TableSource
    public var dryRun: Bool
    public var onDuplicate: OnDuplicate
    public var mappings: [String]
    /// Import every good row and none of the bad, in one write, instead of refusing the file.
    public var skipInvalid: Bool
    /// Told how far the import has come while it runs (a page showing it live).
    public var progress: (@Sendable (ImportGuestsProgress) -> Void)?

    public init(event: String, source: any TableSource, dryRun: Bool = false, onDuplicate: OnDuplicate = .skip,
                mappings: [String] = [], skipInvalid: Bool = false, progress: (@Sendable (ImportGuestsProgress) -> Void)? = nil) {
        self.event = event
        self.source = source
        self.dryRun = dryRun
        self.onDuplicate = onDuplicate
        self.mappings = mappings
        self.skipInvalid = skipInvalid
        self.progress = progress
    }
}

extension ImportGuestsRequest {
    /// The same import, only checked and counted.
    public var asDryRun: ImportGuestsRequest {
        var request = self
        request.dryRun = true
        return request
    }
}
