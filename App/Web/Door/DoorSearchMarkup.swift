import Domain
import Tickets

/// A search at the door for a guest without their code: what was typed, and the parties found
/// or why the search was refused (too short).
struct DoorSearch {
    var query: String
    var matches: DoorMatchesResponse?
    var error: DomainError?
}

/// The door's search form and its matches: each party with its tickets, each ticket with a
/// button that admits it (or records its exit, in exit mode) by its reference.
struct DoorSearchMarkup {
    let base: String
    let csrf: String
    let direction: CheckInScan.Direction
    let count: DoorCount
    let search: DoorSearch?

    var html: String {
        let error = search?.error.map { "<p class=\"field-error\" role=\"alert\">\(Markup.escape($0.reason))</p>" } ?? ""
        return "<form class=\"door-search\" data-door-search=\"\" method=\"get\" action=\"\(Markup.escape(base))/search\" role=\"search\">"
            + "<label for=\"door-q\">Find a guest by name or email</label>"
            + "<input id=\"door-q\" name=\"q\" type=\"search\" autocomplete=\"off\" value=\"\(Markup.escape(search?.query ?? ""))\""
            + (search?.error != nil ? " aria-invalid=\"true\"" : "") + "/>\(error)"
            + "<button type=\"submit\" class=\"button-secondary\">Find</button></form>"
            + "<ul class=\"door-matches\" data-door-matches=\"\">" + matches + "</ul>"
    }

    private var matches: String {
        guard let found = search?.matches else { return "" }
        guard !found.matches.isEmpty else {
            return "<li class=\"empty\">No guest or ticket matches \(Markup.escape(UserText.quoted(found.query))).</li>"
        }
        return found.matches.map { match in
            "<li class=\"door-party\"><p class=\"door-party-name\">\(Markup.escape(match.name))"
                + (match.email.map { " <span class=\"door-party-email\">\(Markup.escape($0))</span>" } ?? "") + "</p>"
                + "<ul class=\"door-tickets\">" + match.tickets.map(ticket).joined() + "</ul></li>"
        }.joined()
    }

    private func ticket(_ ticket: DoorTicket) -> String {
        let reference = ticket.view.ticket.reference
        let state = ticket.view.ticket.status == .cancelled ? "cancelled" : ticket.inside ? "inside" : "not inside"
        return "<li class=\"door-ticket\"><span>\(Markup.escape(ticket.view.ticket.holder)) · \(Markup.escape(ticket.view.type.handle.value))"
            + " · <code>\(Markup.escape(reference))</code> · \(state)</span>"
            + "<form method=\"post\" action=\"\(Markup.escape(base))/admit\">" + FormGuard.hiddenField(csrf) + count.fields
            + "<input type=\"hidden\" name=\"ticket\" value=\"\(Markup.escape(reference))\"/>"
            + "<input type=\"hidden\" name=\"direction\" value=\"\(direction.rawValue)\"/>"
            + "<button type=\"submit\" data-door-admit=\"\(Markup.escape(reference))\">\(direction == .entry ? "Admit" : "Exit")</button></form></li>"
    }
}
