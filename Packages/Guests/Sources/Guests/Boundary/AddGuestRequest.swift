/// What `rushday guests add` asks. Fields stay as typed: the use case checks them.
public struct AddGuestRequest: Hashable, Sendable {
    public var event: String
    public var name: String
    public var email: String?
    public var phone: String?
    /// How many people the guest brings besides themself.
    public var party: Int?
    public var plusOnes: [String]
    public var tags: [String]
    public var dietary: String?
    public var note: String?
    /// Answers to the event's questions.
    public var answers: [QuestionAnswer]

    public init(event: String, name: String, email: String? = nil, phone: String? = nil, party: Int? = nil,
                plusOnes: [String] = [], tags: [String] = [], dietary: String? = nil, note: String? = nil, answers: [QuestionAnswer] = []) {
        self.event = event
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
