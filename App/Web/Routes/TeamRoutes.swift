import DesignTokens
import Domain
import Events
import WebServer

/// An event's team in the browser, as `events members list | add | remove`: the same use cases,
/// roles and refusals (the owner stays; only the owner and organizers change the team).
enum TeamRoutes {
    static let tab = EventTab(title: "Team", path: "team")

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/team", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let members = try await ListMembers(visit.container).execute(EventReference(event: event))
            let role = try await EventAccess(visit.container).open(event, for: .everyMember).role
            let notice = request.query["done"] == "changed" ? Notice("The team is changed.") : nil
            let page = TeamPage(members: members, token: visit.token, mayChange: EventPermission.manageMembers.allows(role))
            return page.page(tabs: EventPage.frame(event, tab: tab.path, visit: visit, notice: notice, role: role))
        }
        for (path, remove) in [("/events/:event/team", false), ("/events/:event/team/remove", true)] {
            forms.post(path, face) { request, visit throws(DomainError) in
                let event = request.parameters["event"] ?? ""
                let role = try request.form["role"].map { text throws(DomainError) in try WebQuery.value(text, of: Role.self, field: "role") }
                let asked = MemberRequest(event: event, email: request.form["email"] ?? "", role: role)
                _ = try await remove ? RemoveMember(visit.container).execute(asked) : AddMember(visit.container).execute(asked)
                return "/events/" + EventPage.segment(event) + "/team?done=changed"
            } redraw: { request, visit, error throws(DomainError) in
                let event = request.parameters["event"] ?? ""
                let members = try await ListMembers(visit.container).execute(EventReference(event: event))
                let page = TeamPage(members: members, token: visit.token, typed: remove ? [:] : request.form, error: error)
                return page.page(tabs: await EventPage.page(event, tab: tab.path, visit: visit))
            }
        }
        routes.add(forms)
        return routes
    }
}
