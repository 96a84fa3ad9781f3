public import Domain

/// `guests invite EVENT [GUEST ...] [--status S] [--tag T] [--search TEXT] [--subject TEXT]
/// [--message FILE]`: the guests named, else those whose status is `status` (invited when not
/// given) that the tag and search keep too, as `guests list` filters.
public struct InviteGuestsRequest: Sendable {
    public var event: String
    public var guests: [String]
    public var status: RSVPStatus?
    public var tag: String?
    public var search: String?
    public var subject: String?
    /// The organiser's own words, read from the file by the face.
    public var note: String?

    public init(event: String, guests: [String] = [], status: RSVPStatus? = nil, tag: String? = nil, search: String? = nil,
                subject: String? = nil, note: String? = nil) {
        self.event = event
        self.guests = guests
        self.status = status
        self.tag = tag
        self.search = search
        self.subject = subject
        self.note = note
    }
}
