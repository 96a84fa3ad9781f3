import DesignTokens
import Domain
import Tickets
import WebServer

/// `/events/EVENT/tickets/types`: an event's ticket types and pools, from the same use cases as
/// `tickets types list | add | update | remove` and `tickets pools set` (each type's edit form at
/// `/events/EVENT/tickets/types/TYPE`). A refusal is drawn beside its field in the form it came
/// from, with what was typed kept; success comes back to the list saying what changed. Staff
/// read the types and are refused the forms (403).
enum TicketTypeRoutes {
    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = WebRoutes()
        var forms = FormRoutes(face.forms)
        routes.page("/events/:event/tickets/types", face) { request, visit throws(DomainError) in
            try await page(request, visit)
        }
        forms.post("/events/:event/tickets/types", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            let added = try await AddTicketType(visit.container).execute(try TicketTypesPage.addition(request.form, event: event))
            return TicketTypesPage.path(added.event.handle.value) + "?done=added"
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, posted: .add, error: error)
        }
        forms.post("/events/:event/tickets/pools", face) { request, visit throws(DomainError) in
            let event = request.parameters["event"] ?? ""
            guard let quota = try request.form.number("quota") else { throw .invalid(field: "quota", message: "is missing; give the pool's quota") }
            let set = try await SetPool(visit.container).execute(SetPoolRequest(event: event, pool: request.form["pool"] ?? "", quota: quota))
            return TicketTypesPage.path(set.event.handle.value) + "?done=pool"
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, posted: .pool, error: error)
        }
        routes.page("/events/:event/tickets/types/:type", face) { request, visit throws(DomainError) in
            try await editPage(request, visit)
        }
        forms.post("/events/:event/tickets/types/:type", face) { request, visit throws(DomainError) in
            let (event, type) = (request.parameters["event"] ?? "", request.parameters["type"] ?? "")
            do throws(DomainError) {
                let updated = try await UpdateTicketType(visit.container).execute(try TicketTypeEditPage.request(request.form, event: event, type: type))
                return TicketTypesPage.path(updated.event.handle.value) + "?done=updated"
            } catch where error == .nothingToChange {
                return TicketTypesPage.path(event) + "?done=unchanged"
            }
        } redraw: { request, visit, error throws(DomainError) in
            try await editPage(request, visit, error: error)
        }
        forms.post("/events/:event/tickets/types/:type/remove", face) { request, visit throws(DomainError) in
            let (event, type) = (request.parameters["event"] ?? "", request.parameters["type"] ?? "")
            let removed = try await RemoveTicketType(visit.container).execute(TicketTypeReference(event: event, type: type))
            return TicketTypesPage.path(removed.event.handle.value) + "?done=removed"
        } redraw: { request, visit, error throws(DomainError) in
            try await page(request, visit, posted: .remove(request.parameters["type"] ?? ""), error: error)
        }
        routes.add(forms)
        return routes
    }

    private static func page(_ request: WebRequest, _ visit: Visit, posted: TicketTypesPage.Posted? = nil,
                             error: DomainError? = nil) async throws(DomainError) -> Page {
        let event = request.parameters["event"] ?? ""
        let types = try await ListTicketTypes(visit.container).execute(EventTicketsRequest(event: event))
        let role = await EventPage.role(event, visit)
        let said = ["added": "The ticket type is added.", "updated": "The ticket type is saved.", "removed": "The ticket type is removed.",
                    "pool": "The pool's quota is set.", "unchanged": "Nothing to change: the type is as it was."]
        let page = TicketTypesPage(types: types, token: visit.token, mayChange: EventPermission.manageTickets.allows(role),
                                   typed: posted == nil ? [:] : request.form, error: error, posted: posted)
        return EventPage.frame(event, tab: TicketsRoutes.tab.path, visit: visit, notice: request.query["done"].flatMap { said[$0] }.map { Notice($0) },
                               role: role)(page.content)
    }

    /// The type's edit form, refused to staff as its post is.
    private static func editPage(_ request: WebRequest, _ visit: Visit, error: DomainError? = nil) async throws(DomainError) -> Page {
        let (event, handle) = (request.parameters["event"] ?? "", request.parameters["type"] ?? "")
        let opened = try await EventAccess(visit.container).event(event, for: .manageTickets)
        let types = try await ListTicketTypes(visit.container).execute(EventTicketsRequest(event: event))
        guard let type = types.catalog.types.first(where: { $0.handle.value == handle.lowercased() }) else {
            throw .notFound(field: "type", message: "\(opened.handle) has no ticket type \(UserText.quoted(handle)); see its ticket types")
        }
        let page = TicketTypeEditPage(event: opened, type: type, token: visit.token, typed: error == nil ? [:] : request.form, error: error)
        return await EventPage.page(event, tab: TicketsRoutes.tab.path, visit: visit)(page.content)
    }
}
