import Domain

/// A volunteer's link made, in JSON (`shifts volunteers link --format json`): shown this once.
///
///     {"event": "fest", "volunteer": 1, "name": "Ann", "link": "https://example.org/v/SECRET", "rotated": false}
struct VolunteerLinkJSON: Encodable, Sendable {
    let event: String
    let volunteer: Int
    let name: String
    let link: String
    let rotated: Bool

    init(_ item: VolunteerLinkItem, link: String) {
        event = item.event.value
        volunteer = item.number
        name = item.name
        self.link = link
        rotated = item.rotated
    }
}
