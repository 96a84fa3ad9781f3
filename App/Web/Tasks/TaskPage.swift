import DesignTokens
import Domain
import Tasks

/// One task as `tasks show` shows it, with the button that ticks it (or opens it again) for
/// whoever may, and for the owner and organizers its edit form's link and its removal, after a
/// page that asks.
struct TaskPage {
    let task: TaskResponse
    let mayTick: Bool
    let mayChange: Bool
    let token: Form.Token

    static func path(_ event: String, _ number: Int) -> String {
        "/events/" + EventPage.segment(event) + "/tasks/\(number)"
    }

    var content: [Node] {
        let event = task.event.handle.value
        let number = task.item.task.number
        let base = Self.path(event, number)
        var nodes: [Node] = [.tag(.h1, text: "Task #\(number)"),
                             .document(TasksPresenter.show(task).document, topHeadingLevel: 2, links: [:])]
        if mayTick {
            nodes.append(TickForm.single(event: event, number: number, done: !task.item.task.isDone, token: token).node)
        }
        if mayChange {
            nodes.append(.tag(.nav, [.class("page-links"), .aria(.label, "Task actions")], [
                Link("Edit", href: base + "/edit").node, .text(" · "), Link("Remove", href: base + "/remove").node,
            ]))
        }
        nodes.append(.tag(.p, [.class("page-links")], [Link("Back to the tasks", href: TasksRoutes.path(event)).node]))
        return nodes
    }

    /// The page that asks before a removal.
    static func removal(_ task: TaskResponse, token: Form.Token, error: DomainError? = nil) -> Page {
        let base = path(task.event.handle.value, task.item.task.number)
        let heading = "Remove #\(task.item.task.number) \(task.item.task.title)?"
        let form = Form(action: base + "/remove", items: [], buttons: [Button("Remove the task", kind: .danger)], token: token, error: error?.message)
        return Page(title: heading, content: [Confirmation(heading: heading, consequences: [
            "It goes off the checklist and the dashboard; a reminder not sent yet is not sent.",
        ], form: form, back: Link("Keep the task", href: base)).node], signOutToken: token.value)
    }
}
