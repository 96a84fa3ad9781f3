public import Domain

/// `rushday guests questions list EVENT`. Every member may read, staff included.
public struct ListQuestions: Sendable {
    private let dependencies: any GuestsDependencies

    public init(_ dependencies: any GuestsDependencies) {
        self.dependencies = dependencies
    }

    public func execute(_ request: ListQuestionsRequest) async throws(DomainError) -> QuestionListResponse {
        let event = try await EventAccess(dependencies).event(request.event, for: .readGuestList)
        let questions = try await dependencies.guestQuestionRepository.questions(of: event.id)
        guard request.countingAnswers else { return QuestionListResponse(event: event, questions: questions, answerCounts: [:]) }
        let guests = try await dependencies.guestRepository.guests(of: event.id)
        var counts: [Handle: Int] = [:]
        for guest in guests {
            for key in guest.answers.keys { counts[key, default: 0] += 1 }
        }
        return QuestionListResponse(event: event, questions: questions, answerCounts: counts)
    }
}
