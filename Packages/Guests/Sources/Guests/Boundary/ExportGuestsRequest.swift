public import Domain

/// What `rushday guests export EVENT` asks: filters, and where to write (nil: standard
/// output); an existing file is replaced only when `replacing`.
public struct ExportGuestsRequest: Hashable, Sendable {
    public var event: String
    public var status: RSVPStatus?
    public var tag: String?
    public var output: String?
    public var replacing: Bool

    public init(event: String, status: RSVPStatus? = nil, tag: String? = nil, output: String? = nil, replacing: Bool = false) {
        self.event = event
        self.status = status
        self.tag = tag
        self.output = output
        self.replacing = replacing
    }
}
