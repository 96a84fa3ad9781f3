import Auth
import DesignTokens
import Domain
import Events
public import WebServer

/// The organiser's events: the list, and an event's dashboard (every feature's section, from
/// the same presenters as `events show`), live: a stream of the dashboard drawn again after
/// every change to the store, whoever made it, one drawing for all who see the same
/// (`LiveDashboards`). A dashboard drawn since the last change is shown again to the same
/// session without drawing it anew (`Drawings`).
public enum EventsRoutes: FeatureRoutes {
    public static let eventTabs = [EventTab(title: "Dashboard", path: "")]

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.get("/") { request in
            face.visit(request).finish(.redirect(to: "/events"))
        }
        routes.get("/events") { request in
            let visit = face.visit(request)
            let filter = ListFilter(request: request)
            let filters = filter.form([filter.select("when", label: "When", ListEventsRequest.Window.self, all: nil),
                                       filter.select("status", label: "Status", EventStatus.self)])
            return await WebAnswer.run(visit, links: ["HANDLE": { "/events/" + EventPage.segment($0) }],
                                       page: { Page(title: "Events", content: [newEvent, filters] + $0, signOutToken: visit.csrf,
                                                     notice: request.query["done"] == "deleted" ? Notice("Event deleted.") : nil) }) {
                let listing = ListEventsRequest(window: try filter.choice("when", of: ListEventsRequest.Window.self) ?? .all,
                                                status: try filter.choice("status", of: EventStatus.self))
                return EventPresenter.list(try await ListEvents(visit.container).execute(listing), words: .plain)
            }
        }
        routes.get("/events/new") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                _ = try await WhoAmI(visit.container).execute()
                return visit.finish(.html(EventForm().page(token: visit.token).html))
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        forms.post("/events") { request in
            let visit = face.visit(request)
            do throws(DomainError) {
                let created = try await CreateEvent(visit.container).execute(EventForm.request(request.form))
                return visit.finish(.redirect(to: "/events/" + EventPage.segment(created.event.handle.value) + "?done=created"))
            } catch {
                // A refusal about what was typed (a rule, a handle taken) is drawn on the form; any
                // other (not signed in) as every page's.
                guard error.category == .invalidData else { return visit.finish(WebAnswer.failure(error, visit)) }
                let form = EventForm(typed: request.form, error: error)
                return visit.finish(.html(form.page(token: visit.token).html, status: WebErrors.status(for: error)))
            }
        }
        routes.get("/events/:event") { request in
            let visit = face.visit(request)
            let event = request.parameters["event"] ?? ""
            let notice = request.query["done"].flatMap { notices[$0] }.map { Notice($0) }
            // A drawing kept for this session is shown again with no store read at all: the
            // visitor's role and the event's status, which choose the tabs and the actions, are
            // kept with it.
            let key = visit.format == .table ? dashboardKey(visit, event: event) : nil
            if let key, let kept = face.dashboards.drawing(key) { return visit.finish(.html(page(kept, event, notice, visit).html)) }
            let generation = face.dashboards.generation
            if let refusal = visit.unknownFormat { return visit.finish(WebAnswer.failure(refusal, visit)) }
            do throws(DomainError) {
                let shown = try await ShowEvent(visit.container).execute(EventReference(event: event))
                return visit.finish(WebAnswer.present(EventPresenter.dashboard(shown), visit) { nodes in
                    let drawn = Dashboard(member: MemberEvent(event: shown.event, role: shown.role), drawing: Node.Written(nodes))
                    if let key { face.dashboards.keep(drawn, for: key, drawnIn: generation) }
                    return page(drawn, event, notice, visit)
                })
            } catch {
                return visit.finish(WebAnswer.failure(error, visit))
            }
        }
        routes.get("/events/:event/live") { request in
            let visit = face.visit(request)
            let session = (try? visit.session.load()).map(visit.container.tokenGenerator.digest)
            return visit.finish(await LiveSection.stream(visit) { sink in
                await face.liveDashboards.watch(request.parameters["event"] ?? "", session: session, container: visit.container, into: sink)
            })
        }
        routes.add(forms)
        routes.add(EventActionRoutes.routes(face))
        routes.add(TeamRoutes.routes(face))
        routes.add(ActivityRoutes.routes(face))
        routes.add(EventSettingsRoutes.routes(face))
        routes.add(DuplicateEventRoutes.routes(face))
        return routes
    }

    /// What the dashboard says after a form led there.
    private static let notices: [String: String] = [
        "created": "Event created. It is a draft until you publish it.", "publish": "Event published.",
        "cancel": "Event cancelled.", "complete": "Event completed.",
        "duplicated": "Event duplicated. It is a draft until you publish it.",
    ]

    /// An event's dashboard as written for one visitor, and what they are: kept per session, so
    /// a dashboard shown again is neither read nor written anew.
    struct Dashboard: Sendable {
        let member: MemberEvent
        let drawing: Node.Written
    }

    private static func page(_ drawn: Dashboard, _ event: String, _ notice: Notice?, _ visit: Visit) -> Page {
        EventPage.frame(event, tab: "", visit: visit, notice: notice, role: drawn.member.role)([
            actions(drawn.member),
            .tag(.p, [.class("live-status"), .data("live-status", ""), .aria(.live, "polite")]),
            .tag(.div, [.class("dashboard"), .data("live", "/events/\(EventPage.segment(event))/live")], [.written(drawn.drawing)]),
        ])
    }

    /// The ways to what may be done to the event now, for a role that may change its status
    /// (none for staff); each page says what it does before it is done.
    private static func actions(_ member: MemberEvent) -> Node {
        guard EventPermission.changeEventStatus.allows(member.role) else { return .empty }
        let base = "/events/" + EventPage.segment(member.event.handle.value)
        let titles: [EventAction: String] = [.publish: "Publish", .cancel: "Cancel", .complete: "Complete", .delete: "Delete"]
        let links = EventAction.allCases.filter { $0.applies(to: member.event.status) }.map { action in
            Link(titles[action] ?? action.rawValue, href: base + "/" + action.rawValue).node
        } + [Link("Duplicate", href: base + "/duplicate").node]
        return .tag(.nav, [.class("page-links"), .aria(.label, "Event actions")], Array(links.map { [$0] }.joined(separator: [.text(" · ")])))
    }

    /// The way to the form that creates an event, above the list.
    private static let newEvent: Node = .tag(.p, [.class("page-links")], [.tag(.a, [.class("button"), .href("/events/new")], text: "New event")])

    /// The key of a visit's drawing of `event`: nil for a visitor without a session.
    private static func dashboardKey(_ visit: Visit, event: String) -> String? {
        guard let token = try? visit.session.load() else { return nil }
        return visit.container.tokenGenerator.digest(token) + " " + event
    }
}
