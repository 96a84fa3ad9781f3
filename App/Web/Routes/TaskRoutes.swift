import DesignTokens
import Domain
import Events
import Tasks
import WebServer

/// One event's tasks in the organiser's browser, from the same use cases as `tasks add | show |
/// update | remove`: the add form (`/events/EVENT/new-task`), a task's page (where a save
/// lands) with its tick, its edit form and its removal after a page that asks. Staff see every
/// task's page and tick their own; the forms refuse them (403).
enum TaskRoutes {
    static func newPath(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/new-task"
    }

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/new-task", face) { request, visit throws(DomainError) in
            try await formPage(request, visit)
        }
        forms.post("/events/:event/new-task", face) { request, visit throws(DomainError) in
            let added = try await AddTask(visit.container).execute(TaskForm.addition(request.form, event: request.parameters["event"] ?? ""))
            return TaskPage.path(added.event.handle.value, added.item.task.number) + "?done=added"
        } redraw: { request, visit, error throws(DomainError) in
            try await formPage(request, visit, error: error)
        }
        routes.page("/events/:event/tasks/:task", face) { request, visit throws(DomainError) in
            let said = ["added": "The task is added.", "updated": "The task is saved.", "ticked": "Done.", "opened": "Open again.",
                        "unchanged": "Nothing to change: the task is as it was."]
            let shown = try await ShowTask(visit.container).execute(reference(request))
            let event = request.parameters["event"] ?? ""
            let user = try await visit.container.currentUser.requireUser()
            let role = await EventPage.role(event, visit)
            let manages = EventPermission.manageTasks.allows(role)
            let page = TaskPage(task: shown, mayTick: manages || shown.item.task.assignee == user.id, mayChange: manages, token: visit.token)
            return EventPage.frame(event, tab: "tasks", visit: visit, notice: request.query["done"].flatMap { said[$0] }.map { Notice($0) },
                                   role: role)(page.content)
        }
        routes.page("/events/:event/tasks/:task/edit", face) { request, visit throws(DomainError) in
            try await formPage(request, visit, editing: true)
        }
        forms.post("/events/:event/tasks/:task/edit", face) { request, visit throws(DomainError) in
            let asked = reference(request)
            do throws(DomainError) {
                let updated = try await UpdateTask(visit.container).execute(TaskForm.change(request.form, event: asked.event, task: asked.task))
                return TaskPage.path(updated.event.handle.value, updated.item.task.number) + "?done=updated"
            } catch where error == .nothingToChange {
                return "/events/" + EventPage.segment(asked.event) + "/tasks/" + EventPage.segment(asked.task) + "?done=unchanged"
            }
        } redraw: { request, visit, error throws(DomainError) in
            try await formPage(request, visit, editing: true, error: error)
        }
        routes.page("/events/:event/tasks/:task/remove", face) { request, visit throws(DomainError) in
            _ = try await EventAccess(visit.container).event(request.parameters["event"] ?? "", for: .manageTasks)
            return TaskPage.removal(try await ShowTask(visit.container).execute(reference(request)), token: visit.token)
        }
        forms.post("/events/:event/tasks/:task/remove", face) { request, visit throws(DomainError) in
            let removed = try await RemoveTask(visit.container).execute(reference(request))
            return TasksRoutes.path(removed.event.handle.value) + "?done=removed"
        } redraw: { request, visit, error throws(DomainError) in
            TaskPage.removal(try await ShowTask(visit.container).execute(reference(request)), token: visit.token, error: error)
        }
        routes.add(forms)
        return routes
    }

    private static func reference(_ request: WebRequest) -> TaskReference {
        TaskReference(event: request.parameters["event"] ?? "", task: request.parameters["task"] ?? "")
    }

    /// The add form, or a task's edit form; refused to staff as their posts are.
    private static func formPage(_ request: WebRequest, _ visit: Visit, editing: Bool = false,
                                 error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let opened = try await EventAccess(visit.container).event(event, for: .manageTasks)
        let members = try await ListMembers(visit.container).execute(EventReference(event: event)).members
        let shown = editing ? try await ShowTask(visit.container).execute(reference(request)) : nil
        let form = TaskForm(event: opened, members: members, task: shown?.item, values: error == nil ? [:] : request.form, error: error)
        let action = shown.map { TaskPage.path(opened.handle.value, $0.item.task.number) + "/edit" } ?? newPath(event)
        let back = shown.map { Link("Back to the task", href: TaskPage.path(opened.handle.value, $0.item.task.number)) }
            ?? Link("Back to the tasks", href: TasksRoutes.path(event))
        return await EventPage.page(event, tab: "tasks", visit: visit)([
            .tag(.h1, text: shown.map { "Edit #\($0.item.task.number) \($0.item.task.title)" } ?? "Add a task"),
            Form(action: action, items: form.items, buttons: [Button(shown == nil ? "Add the task" : "Save the task")], token: visit.token,
                 error: form.unplaced).node,
            .tag(.p, [.class("page-links")], [back.node]),
        ])
    }
}
