public import Domain

/// `rushday guests questions update EVENT KEY [--prompt T] [--choice V ...] [--force]`.
/// The prompt and a choice question's choices change; the key and kind stay, as answers and CSV
/// columns are named by the key. An answer a new choice matches (ignoring case, as answers are
/// matched) is kept, spelled as that choice now is; answers no new choice matches refuse the
/// change, with how many there are, unless forced: then they go, in the same write. Owners and
/// organizers only.
public struct UpdateQuestion: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: UpdateQuestionRequest) async throws(DomainError) -> QuestionResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let typed = request.key.trimmingScalars(in: .whitespaces).lowercased()
        let prompt = try request.prompt.map { raw throws(DomainError) in
            raw.trimmingScalars(in: .whitespaces).isEmpty ? nil : try QuestionFields.prompt(raw)
        }
        let request = request
        let draft = AuditDraft("question.update", event: event.id, at: dependencies.clock.now())
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestQuestionRepository.changeQuestions(event: event.id) { current, questions, guests throws(DomainError) in
                guard let index = questions.firstIndex(where: { $0.key.value == typed }) else {
                    throw .notFound(field: "key", message: "\(event.handle) has no question \(UserText.quoted(typed)); list its questions to see their keys")
                }
                var question = questions[index]
                if let prompt { question.prompt = prompt }
                if let choices = request.choices { question.choices = try QuestionFields.choices(choices, for: question.kind) }
                guard question != questions[index] else { throw .nothingToChange }
                let key = question.key
                var orphaned = 0
                // An answer is kept as its choice is spelled, as a new answer would be; one no choice matches goes.
                for index in guests.indices where question.kind == .choice {
                    guard let answer = guests[index].answers[key] else { continue }
                    let choice = question.choices.first { $0.equalsIgnoringCase(answer) }
                    if choice == nil { orphaned += 1 }
                    guests[index].answers[key] = choice
                }
                if orphaned > 0, !request.force {
                    let answers = "\(Plural.of(orphaned, "guest")) answered '\(key)' with a choice no longer offered"
                    throw .conflict(field: "force", message: "\(answers); give it to drop \(orphaned == 1 ? "that answer" : "those answers") too")
                }
                draft.record(target: key.value, changes: AuditChange.between(questions[index], question, QuestionAudit.fields)
                                 + QuestionAudit.dropped(orphaned))
                questions[index] = question
                return QuestionResponse(event: current, question: question, droppedAnswers: orphaned)
            }
        }
    }
}
