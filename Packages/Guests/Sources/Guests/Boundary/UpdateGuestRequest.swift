/// What `rushday guests update EVENT GUEST` asks. Nil keeps a field; for the optional ones
/// (email, phone, dietary, note) the exact empty text "" clears it. `tags` and `plusOnes`
/// replace the lists when given; one "" empties them. Each of `answers` sets that
/// answer and keeps the others; a blank value clears it.
public struct UpdateGuestRequest: Hashable, Sendable {
    public var event: String
    public var guest: String
    public var name: String?
    public var email: String?
    public var phone: String?
    public var party: Int?
    public var plusOnes: [String]?
    public var tags: [String]?
    public var dietary: String?
    public var note: String?
    public var answers: [QuestionAnswer]

    public init(event: String, guest: String, name: String? = nil, email: String? = nil, phone: String? = nil,
                party: Int? = nil, plusOnes: [String]? = nil, tags: [String]? = nil, dietary: String? = nil,
                note: String? = nil, answers: [QuestionAnswer] = []) {
        self.event = event
        self.guest = guest
        self.name = name
        self.email = email
        self.phone = phone
        self.party = party
        self.plusOnes = plusOnes
        self.tags = tags
        self.dietary = dietary
        self.note = note
        self.answers = answers
    }
}
