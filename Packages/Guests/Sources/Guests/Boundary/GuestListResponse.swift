public import Domain

/// The guests `guests list` found, in the order asked, the event's questions (their answers'
/// columns), and where they stand in the whole list.
public struct GuestListResponse: Hashable, Sendable {
    /// Which part of the list `guests` is: from `offset`, of `matching` guests the filters keep,
    /// and the event's guests counted per status whatever the filters.
    public struct Page: Hashable, Sendable {
        public let offset: Int
        public let matching: Int
        public let counts: [RSVPStatus: Int]

        public init(offset: Int, matching: Int, counts: [RSVPStatus: Int]) {
            self.offset = offset
            self.matching = matching
            self.counts = counts
        }
    }

    public let event: Event
    public let guests: [Guest]
    public let questions: [GuestQuestion]
    public let page: Page

    /// `page` defaults to all of `guests`, as counted here.
    public init(event: Event, guests: [Guest], questions: [GuestQuestion] = [], page: Page? = nil) {
        self.event = event
        self.guests = guests
        self.questions = questions
        self.page = page ?? Page(offset: 0, matching: guests.count, counts: Dictionary(grouping: guests, by: \.status).mapValues(\.count))
    }
}
