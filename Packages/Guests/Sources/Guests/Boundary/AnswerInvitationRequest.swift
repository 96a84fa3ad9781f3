/// What a guest answers on their own page: the RSVP, and with it (each optional, as the form
/// may leave it out) how many people they bring and their names, the event's questions as
/// by key (a blank value clears one), and dietary needs ("" clears them).
public struct AnswerInvitationRequest: Hashable, Sendable {
    public var answer: RSVPRequest.Answer
    public var party: Int?
    /// Names of the people the guest brings; blanks are left out. Nil keeps those stored.
    public var plusOnes: [String]?
    public var answers: [QuestionAnswer]
    public var dietary: String?

    public init(answer: RSVPRequest.Answer, party: Int? = nil, plusOnes: [String]? = nil, answers: [QuestionAnswer] = [], dietary: String? = nil) {
        self.answer = answer
        self.party = party
        self.plusOnes = plusOnes
        self.answers = answers
        self.dietary = dietary
    }
}
