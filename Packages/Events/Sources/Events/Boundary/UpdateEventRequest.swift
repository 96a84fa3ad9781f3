/// `rushday events update EVENT`: nil leaves a field as it is; an empty string clears an
/// optional field (description, venue, capacity, budget). A new time zone keeps the wall times
/// unless `keepInstant` is set. `rsvpCloses` is when guests stop answering on their own pages
/// ("" clears it: answers stay open until the event ends); `guestPages` switches those pages on
/// or off; `notify` (each, daily, off) whether the organisers are mailed the guests' own answers;
/// `registration` (open, approval, closed) who may register on the public page, until
/// `registrationCloses` ("" clears it: until the event ends), bringing at most `registrationParty` each.
public struct UpdateEventRequest: Sendable {
    public var event: String
    public var title: String?
    public var handle: String?
    public var description: String?
    public var starts: String?
    public var ends: String?
    public var timeZone: String?
    public var venue: String?
    public var capacity: String?
    public var currency: String?
    public var budget: String?
    public var rsvpCloses: String?
    public var guestPages: Bool?
    public var notify: String?
    public var registration: String?
    public var registrationCloses: String?
    public var registrationParty: String?
    public var keepInstant: Bool

    public init(event: String, title: String? = nil, handle: String? = nil, description: String? = nil,
                starts: String? = nil, ends: String? = nil, timeZone: String? = nil, venue: String? = nil,
                capacity: String? = nil, currency: String? = nil, budget: String? = nil,
                rsvpCloses: String? = nil, guestPages: Bool? = nil, notify: String? = nil,
                registration: String? = nil, registrationCloses: String? = nil, registrationParty: String? = nil, keepInstant: Bool = false) {
        self.event = event
        self.title = title
        self.handle = handle
        self.description = description
        self.starts = starts
        self.ends = ends
        self.timeZone = timeZone
        self.venue = venue
        self.capacity = capacity
        self.currency = currency
        self.budget = budget
        self.rsvpCloses = rsvpCloses
        self.guestPages = guestPages
        self.notify = notify
        self.registration = registration
        self.registrationCloses = registrationCloses
        self.registrationParty = registrationParty
        self.keepInstant = keepInstant
    }
}
