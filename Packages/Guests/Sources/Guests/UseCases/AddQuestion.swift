public import Domain

/// `rushday guests questions add EVENT KEY --kind text|choice|yes-no [--choice V ...] [--prompt T]`.
/// Adds a question after the event's others; its key is what answers and CSV columns name it
/// by. Owners and organizers only.
public struct AddQuestion: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: AddQuestionRequest) async throws(DomainError) -> QuestionResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let key = try QuestionFields.key(request.key)
        let choices = try QuestionFields.choices(request.choices, for: request.kind)
        let prompt = try QuestionFields.prompt(request.prompt)
        let question = GuestQuestion(eventID: event.id, key: key, kind: request.kind, choices: choices, prompt: prompt,
                                     createdAt: dependencies.clock.now())
        try await AuditTrail.recording("question.add", event: event.id, target: key.value, at: question.createdAt,
                                       changes: AuditChange.made(question, QuestionAudit.fields)) { () async throws(DomainError) in
            try await dependencies.guestQuestionRepository.changeQuestions(event: event.id) { _, questions, _ throws(DomainError) in
                if questions.contains(where: { $0.key == key }) { throw .guestQuestionTaken(key) }
                questions.append(question)
            }
        }
        return QuestionResponse(event: event, question: question)
    }
}
