import DesignTokens
import Domain
import Foundation
import Shifts
public import WebServer

/// An event's shifts in the browser, as `rushday shifts list` is on the command line: each with
/// its staffing in red, yellow or green, filtered as `--day` and `--understaffed` filter; above
/// them the staffing grid (days across shifts), redrawn live as volunteers sign up on their own
/// pages; and the way to the organiser's forms (`ShiftPlanRoutes`). Volunteers' codes are
/// scanned at the door page (`DoorRoutes`).
public enum ShiftsRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Shifts", path: "shifts")
    public static let eventTabs = [tab]

    /// The grid's live stream: drawn again at every change the store's watch hears.
    static func gridPath(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/shifts/grid"
    }

    /// Hours worked per volunteer, as `shifts hours`; `?format=csv` is the export.
    static func hoursPath(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/shifts/hours"
    }

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.listPage(tab, face, filters: { filter in
            [Field("day", label: "Day", .number(filter.given("day") ?? "", min: 1, max: nil)),
             Field("understaffed", label: "Only understaffed", .checkbox(checked: filter.given("understaffed") == "on"))]
        }, actions: { event, role in
            [.tag(.p, [.class("page-links")], [Link(EventPermission.manageShifts.allows(role) ? "Plan the shifts" : "Check volunteers in",
                                                    href: ShiftPlanPage.path(event)).node,
                                               .text(" · "), Link("Hours worked", href: hoursPath(event)).node])]
        }, notice: { request in
            request.query["done"].flatMap(ShiftPlanDone.init(rawValue:))?.notice
        }) { visit, event, _ in
            let filter = ListFilter(request: visit.request)
            let day = try filter.given("day").map { typed throws(DomainError) -> Int in
                guard let day = Int(typed.trimmingCharacters(in: .whitespaces)) else {
                    throw .invalid(field: "day", message: "\(UserText.quoted(typed)) is not a day's number; the event's first day is 1")
                }
                return day
            }
            let request = ListShiftsRequest(event: event, day: day, understaffed: filter.given("understaffed") == "on")
            let shifts = try await ListShifts(visit.container).execute(request)
            return ListPage(ShiftsPresenter.list(shifts), before: [
                .tag(.p, [.class("live-status"), .data("live-status", ""), .aria(.live, "polite")]),
                .tag(.div, [.class("staffing-grid"), .id("staffing-grid"), .data("live", gridPath(event))], [.document(ShiftsPresenter.grid(shifts), topHeadingLevel: 1, links: [:])]),
            ])
        }
        routes.get("/events/:event/shifts/grid") { request in
            let visit = face.visit(request)
            let asked = ListShiftsRequest(event: request.parameters["event"] ?? "")
            let container = visit.container
            let grids = LiveAnswers.watching(container.storeChanges) { () async throws(DomainError) in try await ListShifts(container).execute(asked) }
            return visit.finish(await LiveSection.stream(grids, visit) { HTMLRenderer().render(ShiftsPresenter.grid($0)) })
        }
        routes.get("/events/:event/shifts/hours") { request in
            let visit = face.visit(request)
            if let refusal = visit.unknownFormat { return visit.finish(WebAnswer.failure(refusal, visit)) }
            let event = request.parameters["event"] ?? ""
            do {
                let volunteers = try await ListVolunteers(visit.container).execute(event: event)
                let frame = EventPage.frame(event, tab: tab.path, visit: visit, role: await EventPage.role(event, visit))
                return visit.finish(WebAnswer.present(ShiftsPresenter.hours(volunteers), visit) { nodes in
                    frame(nodes + [.tag(.p, [.class("page-links")], [Link("Download as CSV", href: hoursPath(event) + "?format=csv").node, .text(" · "),
                                                                     Link("Back to the shifts", href: "/events/" + EventPage.segment(event) + "/shifts").node])])
                })
            } catch {
                return visit.finish(WebAnswer.failure(error as? DomainError ?? .io(field: "server", message: "could not answer; try again"), visit))
            }
        }
        routes.add(ShiftPlanRoutes.routes(face))
        return routes
    }
}
