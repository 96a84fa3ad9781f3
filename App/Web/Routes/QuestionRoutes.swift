import DesignTokens
import Domain
import Guests
import WebServer

/// `/events/EVENT/questions`: an event's questions, from the same use cases as `guests questions
/// list | add | remove`. A refusal is drawn beside its field (or beside the removal it concerns)
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

    private static func page(_ request: WebRequest, _ visit: Visit, typed: [String: String] = [:], error: DomainError? = nil,
                             refusedRemoval: String? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let questions = try await ListQuestions(visit.container).execute(ListQuestionsRequest(event: event))
        let role = await EventPage.role(event, visit)
        let notice = request.query["done"].flatMap { ["added": "The question is added.", "removed": "The question is removed."][$0] }
        let page = QuestionsPage(questions: questions, token: visit.token, mayChange: EventPermission.changeGuestList.allows(role),
                                 typed: typed, error: error, refusedRemoval: refusedRemoval)
        return EventPage.frame(event, tab: "guests", visit: visit, notice: notice.map { Notice($0) }, role: role)(page.content)
    }
}
