import Agenda
import DesignTokens
import Domain
public import WebServer

/// An event's programme: the same use case and presenter as `agenda list` (`?timeline=on` as
/// `--timeline`), each session leading to its page; for the owner and organizers the way to add
/// one (`SessionRoutes`); the conflicts (`agenda conflicts`) and the calendar file (`agenda
/// export --ics`) for every member.
public enum AgendaRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Agenda", path: "agenda")
    public static let eventTabs = [tab]

    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/agenda"
    }

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.eventPage(tab, face, filters: { filter in
            [Field("timeline", label: "Drawn as a timeline", .checkbox(checked: filter.given("timeline") == "on"))]
        }, actions: { event, role in
            var links: [Node] = [Link("Conflicts", href: path(event) + "/conflicts").node, .text(" · "),
                                 Link("Calendar file (.ics)", href: path(event) + "/calendar.ics").node]
            if EventPermission.changeProgramme.allows(role) { links = [Link("Add a session", href: SessionRoutes.newPath(event)).node, .text(" · ")] + links }
            return [.tag(.p, [.class("page-links")], links)]
        }, links: { event in
            ["SESSION": { SessionPage.path(event, $0) }]
        }, notice: { request in
            request.query["done"] == "removed" ? "The session is removed." : nil
        }) { visit, event in
            AgendaPresenter.list(try await ListAgenda(visit.container).execute(ListAgendaRequest(event: event)),
                                 timeline: visit.request.query["timeline"] == "on", words: .plain)
        }
        routes.get("/events/:event/agenda/conflicts") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let frame = await EventPage.page(event, tab: tab.path, visit: visit)
            let back: Node = .tag(.p, [.class("page-links")], [Link("Back to the agenda", href: path(event)).node])
            return await WebAnswer.run(visit, page: { frame($0 + [back]) }) {
                AgendaPresenter.conflicts(try await ListConflicts(visit.container).execute(ConflictsRequest(event: event)))
            }
        }
        routes.get("/events/:event/agenda/calendar.ics") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                let calendar = try await ExportAgenda(visit.container).execute(ExportAgendaRequest(event: request.parameters["event"] ?? ""))
                let text = visit.container.calendarWriter.ics(calendar.entries, name: calendar.name, stampedAt: calendar.stampedAt)
                return visit.finish(WebAnswer.file(Array(text.utf8), type: "text/calendar; charset=utf-8", name: "\(calendar.event.handle.value)-agenda.ics"))
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        routes.add(SessionRoutes.routes(face))
        return routes
    }
}
