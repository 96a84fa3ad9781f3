import DesignTokens
import Domain
import Tasks
public import WebServer

/// An event's checklist in the browser, as `rushday tasks` is on the command line: the list
/// (`tasks list`, its filters as `--mine`, `--open`, `--done`, `--overdue`), each task leading
/// to its page, with a box per row to tick the chosen ones (`tasks done | undo`; staff only
/// their own, or the whole tick is refused); for the owner and organizers the way to add one
/// (`TaskRoutes`) and the templates (`TaskTemplateRoutes`).
public enum TasksRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Tasks", path: "tasks")
    public static let eventTabs = [tab]

    /// What the list's "Show" filter keeps besides all.
    enum Shown: String, CaseIterable {
        case open, done, overdue
    }

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/tasks"
    }

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.listPage(tab, face, filters: { filter in
            [filter.select("show", label: "Show", Shown.self),
             Field("mine", label: "Only mine", .checkbox(checked: filter.given("mine") == "on"))]
        }, actions: { event, role in
            guard EventPermission.manageTasks.allows(role) else { return [] }
            return [.tag(.p, [.class("page-links")], [Link("Add a task", href: TaskRoutes.newPath(event)).node, .text(" · "),
                                                      Link("Templates", href: TaskTemplateRoutes.path(event)).node])]
        }, links: { event in
            ["TASK": { TaskPage.path(event, Int($0.dropFirst()) ?? 0) }]
        }, selection: { _, _ in TickForm.selection }, notice: { request in
            request.query["done"].flatMap { ["removed": "The task is removed.", "ticked": "Done.", "opened": "Open again.", "applied": "The tasks are added."][$0] }
        }) { visit, event, _ in
            let filter = ListFilter(request: visit.request)
            let shown = try filter.choice("show", of: Shown.self)
            let request = ListTasksRequest(event: event, mine: filter.given("mine") == "on",
                                           filter: shown.flatMap { ListTasksRequest.Filter(rawValue: $0.rawValue) }, overdue: shown == .overdue)
            let response = try await ListTasks(visit.container).execute(request)
            return ListPage(TasksPresenter.list(response),
                            after: response.items.isEmpty ? [] : [TickForm.chosen(event: event, token: visit.token).node])
        }
        var forms = FormRoutes(face.forms)
        // Staff refused another's task see why on the event's page too, not on a bare problem page.
        forms.post("/events/:event/tick-tasks", face, onPage: { $0.category == .invalidData || $0.category == .notAllowed }) { request, visit throws(DomainError) in
            let done = request.form["action"] != "undo"
            let marked = try await MarkTask(visit.container).execute(event: request.parameters["event"] ?? "", tasks: TickForm.chosen(request.form),
                                                                     done: done)
            let back = request.form["from"] == "task" ? TaskPage.path(marked.event.handle.value, marked.items[0].task.number)
                : path(marked.event.handle.value)
            return back + (done ? "?done=ticked" : "?done=opened")
        } redraw: { request, visit, error throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            return await EventPage.page(event, tab: tab.path, visit: visit)([
                .tag(.h1, text: "Nothing was ticked"),
                Notice(error.reason, tone: .error).node,
                .tag(.p, [.class("page-links")], [Link("Back to the tasks", href: path(event)).node]),
            ])
        }
        routes.add(forms)
        routes.add(TaskRoutes.routes(face))
        routes.add(TaskTemplateRoutes.routes(face))
        return routes
    }
}
