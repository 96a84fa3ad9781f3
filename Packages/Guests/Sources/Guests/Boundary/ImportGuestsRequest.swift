public import Domain

/// What `rushday guests import` asks: the event, the rows (a face makes the source from a file
/// or an upload, and says how to read it), what to do with a guest already on the list, and
/// extra column-to-field mappings ("Cell=phone") as typed.
public struct ImportGuestsRequest: Sendable {
    public enum OnDuplicate: String, CaseIterable, Hashable, Sendable {
        case skip, update, fail
    }

    public var event: String
    public var source: any TableSource
    public var dryRun: Bool
    public var onDuplicate: OnDuplicate
    public var mappings: [String]

    public init(event: String, source: any TableSource, dryRun: Bool = false, onDuplicate: OnDuplicate = .skip,
                mappings: [String] = []) {
        self.event = event
        self.source = source
        self.dryRun = dryRun
        self.onDuplicate = onDuplicate
        self.mappings = mappings
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
