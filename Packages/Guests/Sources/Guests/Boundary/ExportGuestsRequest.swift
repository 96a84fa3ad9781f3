public import Domain

/// What `rushday guests export EVENT` asks: the event and filters. Where the table goes is the
/// face's business.
public struct ExportGuestsRequest: Hashable, Sendable {
    public var event: String
    public var status: RSVPStatus?
    public var tag: String?

    public init(event: String, status: RSVPStatus? = nil, tag: String? = nil) {
        self.event = event
        self.status = status
        self.tag = tag
    }
}
