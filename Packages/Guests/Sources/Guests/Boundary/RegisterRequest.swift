import Domain

/// What someone types on an event's public page (`/e/HANDLE`) to register: their name and
/// email, how many people they bring (at most the event's `Registration.party`) and, if they
/// like, those people's names, the event's questions and their dietary needs.
public struct RegisterRequest: Hashable, Sendable {
    /// The event's handle, as in the page's address.
    public var event: String
    public var name: String
    public var email: String
    public var party: Int
    public var plusOnes: [String]
    public var answers: [QuestionAnswer]
    public var dietary: String?

    public init(event: String, name: String, email: String, party: Int = 0, plusOnes: [String] = [], answers: [QuestionAnswer] = [],
                dietary: String? = nil) {
        self.event = event
        self.name = name
        self.email = email
        self.party = party
        self.plusOnes = plusOnes
        self.answers = answers
        self.dietary = dietary
    }
}
