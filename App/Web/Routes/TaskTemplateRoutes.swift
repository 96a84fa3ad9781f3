import DesignTokens
import Domain
import Tasks
import WebServer

/// An event's page of checklists to start from, as `tasks template list | apply | save |
/// remove` and `tasks copy`: every template, and forms to add one's tasks (or another event's)
/// to this event, to keep this event's tasks as a template, and to remove a template one saved.
/// The owner and organizers only (staff are refused, 403).
enum TaskTemplateRoutes {
    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/task-templates"
    }

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/task-templates", face) { request, visit throws(DomainError) in
            try await page(request, visit)
        }
        forms.post("/events/:event/task-templates/apply", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let source: TaskSource = request.form["source"] == "event" ? .event(request.form["from"] ?? "") : .template(request.form["name"] ?? "")
            let applied = try await ApplyTaskTemplate(visit.container).execute(event: event, from: source)
            return TasksRoutes.path(applied.event.handle.value) + "?done=applied"
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, error: error)
        }
        forms.post("/events/:event/task-templates/save", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            _ = try await SaveTaskTemplate(visit.container).execute(event: event, name: request.form["name"] ?? "")
            return path(event) + "?done=saved"
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, error: error)
        }
        forms.post("/events/:event/task-templates/remove", face, onPage: { $0.category == .invalidData || $0.category == .notAllowed }) { request, visit throws(DomainError) in
            _ = try await RemoveTaskTemplate(visit.container).execute(name: request.form["name"] ?? "")
            return path(request.parameters["event"] ?? "") + "?done=removed"
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, error: error)
        }
        routes.add(forms)
        return routes
    }

    /// The templates and the four forms; a refusal beside the form it came from, what was typed kept.
    private static func page(_ request: WebRequest, _ visit: Visit, error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let opened = try await EventAccess(visit.container).event(event, for: .manageTasks)
        let me = try await visit.container.currentUser.requireUser()
        let templates = try await ListTaskTemplates(visit.container).execute()
        let said = ["saved": "The template is saved.", "removed": "The template is removed."]
        let form = PostedForm(request: request, error: error)
        let names = templates.map { Field.Option($0.template.name) }
        let mine = templates.filter { $0.savedBy == me.email }.map { Field.Option($0.template.name) }
        let base = path(opened.handle.value)
        var nodes: [Node] = [.document(TasksPresenter.templates(templates).document, topHeadingLevel: 1, links: [:])]
        if !names.isEmpty {
            nodes.append(.tag(.h2, text: "Start from a template"))
            nodes.append(Form(action: base + "/apply", items: [
                .field(Field("name", label: "Template", .select(names, selected: form.typed(.template, "name")), id: "template-name",
                             error: form.about(.template, "template"))),
            ], buttons: [Button("Add its tasks")], token: visit.token, error: form.unplaced(.template, fields: ["template"]),
                 hidden: [(name: "source", value: "template")]).node)
        }
        nodes += [
            .tag(.h2, text: "Copy another event's tasks"),
            Form(action: base + "/apply", items: [
                .field(Field("from", label: "Event", .text(form.typed(.event, "from")),
                             hint: "Its handle, like summer-gala: each task lands as far from this event as it was from that one.",
                             error: form.about(.event, "event") ?? form.about(.event, "from"), autocomplete: "off")),
            ], buttons: [Button("Copy its tasks", kind: .secondary)], token: visit.token,
                 error: form.unplaced(.event, fields: ["event", "from"]), hidden: [(name: "source", value: "event")]).node,
            .tag(.h2, text: "Save this event's tasks as a template"),
            Form(action: base + "/save", items: [
                .field(Field("name", label: "Name", .text(form.typed(.save, "name")), id: "save-name", error: form.about(.save, "name"),
                             required: true, autocomplete: "off")),
            ], buttons: [Button("Save the template", kind: .secondary)], token: visit.token, error: form.unplaced(.save, fields: ["name"])).node,
        ]
        if !mine.isEmpty {
            nodes += [
                .tag(.h2, text: "Remove a template you saved"),
                Form(action: base + "/remove", items: [
                    .field(Field("name", label: "Template", .select(mine, selected: form.typed(.remove, "name")), id: "remove-name",
                                 error: form.about(.remove, "template"))),
                ], buttons: [Button("Remove the template", kind: .danger)], token: visit.token,
                     error: form.unplaced(.remove, fields: ["template"])).node,
            ]
        }
        nodes.append(.tag(.p, [.class("page-links")], [Link("Back to the tasks", href: TasksRoutes.path(opened.handle.value)).node]))
        let notice = error == nil ? request.query["done"].flatMap { said[$0] }.map { Notice($0) } : nil
        return await EventPage.page(event, tab: "tasks", visit: visit, notice: notice)(nodes)
    }

    /// Which of the page's four forms was posted, so that a refusal and what was typed go back
    /// to that form alone.
    private struct PostedForm {
        enum Which {
            case template, event, save, remove
        }

        let which: Which?
        let request: WebRequest
        let error: DomainError?

        init(request: WebRequest, error: DomainError?) {
            self.request = request
            self.error = error
            which = switch request.path.split(separator: "/").last {
            case "apply": request.form["source"] == "event" ? .event : .template
            case "save": .save
            case "remove": .remove
            default: nil
            }
        }

        func typed(_ form: Which, _ field: String) -> String {
            which == form ? request.form[field] ?? "" : ""
        }

        func about(_ form: Which, _ field: String) -> String? {
            which == form && error?.field == field ? error?.reason : nil
        }

        /// A refusal about none of `fields`, above its form.
        func unplaced(_ form: Which, fields: [String]) -> String? {
            guard which == form, let error, !fields.contains(error.field ?? "") else { return nil }
            return error.reason
        }
    }
}
