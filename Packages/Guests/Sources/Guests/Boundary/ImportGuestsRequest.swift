public import Domain

/// What `rushday guests import` asks: the event, the file and how to read it, what to do with a
/// guest already on the list, and extra column-to-field mappings ("Cell=phone") as typed.
public struct ImportGuestsRequest: Hashable, Sendable {
    public enum OnDuplicate: String, CaseIterable, Hashable, Sendable {
        case skip, update, fail
    }

    public var event: String
    public var path: String
    public var dryRun: Bool
    public var onDuplicate: OnDuplicate
    public var mappings: [String]
    public var file: TableFileOptions

    public init(event: String, path: String, dryRun: Bool = false, onDuplicate: OnDuplicate = .skip,
                mappings: [String] = [], file: TableFileOptions = TableFileOptions()) {
        self.event = event
        self.path = path
        self.dryRun = dryRun
        self.onDuplicate = onDuplicate
        self.mappings = mappings
        self.file = file
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
