import DesignTokens
import Domain
import Guests
import WebServer

/// `/events/EVENT/questions`: an event's questions, from the same use cases as `guests questions
/// list | add | update | remove` (each question's edit form at `/events/EVENT/questions/KEY/edit`). A refusal is drawn beside its field (or beside the removal it concerns)
/// with what was typed kept; success comes back to the page saying what changed. Staff read the
/// questions and are refused the forms (403).
enum QuestionRoutes {
    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/questions", face) { request, visit throws(DomainError) in
            try await page(request, visit)
        }
        forms.post("/events/:event/questions", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let added = try await AddQuestion(visit.container).execute(try QuestionsPage.addition(request.form, event: event))
            return QuestionsPage.path(added.event.handle.value) + "?done=added"
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, typed: request.form, error: error)
        }
        routes.page("/events/:event/questions/:key/edit", face) { request, visit throws(DomainError) in
            try await editPage(request, visit)
        }
        forms.post("/events/:event/questions/:key/edit", face) { request, visit throws(DomainError) in
            let (event, key) = (request.parameters["event"] ?? "", request.parameters["key"] ?? "")
            let question = try await Self.question(event, key, visit)
            do throws(DomainError) {
                let updated = try await UpdateQuestion(visit.container).execute(QuestionEditPage.request(request.form, event: event, key: key, kind: question.kind))
                return QuestionsPage.path(updated.event.handle.value) + "?done=updated"
            } catch where error == .nothingToChange {
                return QuestionsPage.path(event) + "?done=unchanged"
            }
        } redraw: { request, visit, error throws(DomainError) in
            try await editPage(request, visit, typed: request.form, error: error)
        }
        forms.post("/events/:event/questions/:key/remove", face) { request, visit throws(DomainError) in
            let (event, key) = (request.parameters["event"] ?? "", request.parameters["key"] ?? "")
            let removed = try await RemoveQuestion(visit.container).execute(RemoveQuestionRequest(event: event, key: key,
                                                                                                   force: request.form["force"] == "on"))
            return QuestionsPage.path(removed.event.handle.value) + "?done=removed"
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, error: error, refusedRemoval: request.parameters["key"])
        }
        routes.add(forms)
        return routes
    }

    /// The edit form of the question the path names, refused to staff as its post is.
    private static func editPage(_ request: WebRequest, _ visit: Visit, typed: [String: String] = [:],
                                 error: DomainError? = nil) async throws(DomainError) -> Page {
        let (event, key) = (request.parameters["event"] ?? "", request.parameters["key"] ?? "")
        let opened = try await EventAccess(visit.container).event(event, for: .changeGuestList)
        let page = QuestionEditPage(event: opened, question: try await question(event, key, visit), token: visit.token, typed: typed, error: error)
        return await EventPage.page(event, tab: "guests", visit: visit)(page.content)
    }

    private static func question(_ event: String, _ key: String, _ visit: Visit) async throws(DomainError) -> GuestQuestion {
        let questions = try await ListQuestions(visit.container).execute(ListQuestionsRequest(event: event, countingAnswers: false))
        guard let question = questions.questions.first(where: { $0.key.value == key.lowercased() }) else {
            throw .notFound(field: "key", message: "\(questions.event.handle) has no question \(UserText.quoted(key)); list its questions to see their keys")
        }
        return question
    }

    private static func page(_ request: WebRequest, _ visit: Visit, typed: [String: String] = [:], error: DomainError? = nil,
                             refusedRemoval: String? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let questions = try await ListQuestions(visit.container).execute(ListQuestionsRequest(event: event))
        let role = await EventPage.role(event, visit)
        let said = ["added": "The question is added.", "removed": "The question is removed.", "updated": "The question is saved.",
                    "unchanged": "Nothing to change: the question is as it was."]
        let notice = request.query["done"].flatMap { said[$0] }
        let page = QuestionsPage(questions: questions, token: visit.token, mayChange: EventPermission.changeGuestList.allows(role),
                                 typed: typed, error: error, refusedRemoval: refusedRemoval)
        return EventPage.frame(event, tab: "guests", visit: visit, notice: notice.map { Notice($0) }, role: role)(page.content)
    }
}
