public import Domain

/// `rushday guests questions remove EVENT KEY [--force]`.
/// A question guests answered is refused, with how many answers there are, unless forced: then
/// the answers go with it, in the same write. Owners and organizers only.
public struct RemoveQuestion: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: RemoveQuestionRequest) async throws(DomainError) -> QuestionResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .changeGuestList)
        let typed = request.key.trimmingScalars(in: .whitespaces).lowercased()
        let force = request.force
        let draft = AuditDraft("question.remove", event: event.id, at: dependencies.clock.now())
        return try await AuditTrail.recording(draft) { () async throws(DomainError) in
            try await dependencies.guestQuestionRepository.changeQuestions(event: event.id) { current, questions, guests throws(DomainError) in
                guard let index = questions.firstIndex(where: { $0.key.value == typed }) else {
                    throw .notFound(field: "key", message: "\(event.handle) has no question \(UserText.quoted(typed)); list its questions to see their keys")
                }
                let key = questions[index].key
                let answered = guests.indices.filter { guests[$0].answers[key] != nil }
                if !answered.isEmpty, !force {
                    let answers = "\(Plural.of(answered.count, "guest")) \(Plural.noun(answered.count, "has", "have"))"
                    throw .conflict(field: "force", message: "\(answers) answered '\(key)'; give it to remove the question and drop \(answered.count == 1 ? "that answer" : "those answers") too")
                }
                for guest in answered { guests[guest].answers[key] = nil }
                let removed = questions.remove(at: index)
                draft.record(target: key.value, changes: QuestionAudit.removed(removed) + QuestionAudit.dropped(answered.count))
                return QuestionResponse(event: current, question: removed, droppedAnswers: answered.count)
            }
        }
    }
}
