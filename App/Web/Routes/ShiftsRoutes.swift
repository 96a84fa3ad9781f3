import DesignTokens
import Domain
import Foundation
import Shifts
public import WebServer

/// An event's shifts in the browser, as `rushday shifts list` is on the command line: each with
/// its staffing in red, yellow or green, filtered as `--day` and `--understaffed` filter. The
/// forms to plan shifts, the volunteers' pages and check-in by scan are not built yet: the
/// command line does those.
public enum ShiftsRoutes: FeatureRoutes {
    private static let tab = EventTab(title: "Shifts", path: "shifts")
    public static let eventTabs = [tab]

    public static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        routes.listPage(tab, face, filters: { filter in
            [Field("day", label: "Day", .number(filter.given("day") ?? "", min: 1, max: nil)),
             Field("understaffed", label: "Only understaffed", .checkbox(checked: filter.given("understaffed") == "on"))]
        }) { visit, event, _ in
            let filter = ListFilter(request: visit.request)
            let day = try filter.given("day").map { typed throws(DomainError) -> Int in
                guard let day = Int(typed.trimmingCharacters(in: .whitespaces)) else {
                    throw .invalid(field: "day", message: "\(UserText.quoted(typed)) is not a day's number; the event's first day is 1")
                }
                return day
            }
            let request = ListShiftsRequest(event: event, day: day, understaffed: filter.given("understaffed") == "on")
            return ListPage(ShiftsPresenter.list(try await ListShifts(visit.container).execute(request)))
        }
        return routes
    }
}
