import DesignTokens
import Domain
import Shifts
import Tickets
import WebServer

/// An event's door in a browser, as `tickets checkin` is at a terminal: the scanner page, one
/// scan (or one ticket admitted by reference) a request (a volunteer's code checks them in to
/// their shift, or out, as `shifts scan` does), the search for a guest without their
/// code, the list the page keeps for going offline and the upload of what it scanned offline.
/// Opened by the door's cookie (`DoorEntrance`) at its own event, or by a member signed in;
/// the use cases decide which may. Every post carries the page's form token (the upload in its
/// `X-CSRF-Token` header). The page's script asks for JSON (`Accept: application/json`);
/// without script every form comes back as the page with its answer.
enum DoorRoutes {
    static func path(_ event: String) -> String {
        "/events/" + EventPage.segment(event) + "/door"
    }

    static func routes(_ face: WebFace) -> WebRoutes {
        var routes = DoorEntrance.routes(face)
        var forms = FormRoutes(face.forms)
        routes.get("/events/:event/door") { request in
            await door(face, request) { visit, event in
                let opened = try await OpenDoor(visit.container).execute(OpenDoorRequest(event: event))
                var door = try await page(visit, opened.event)
                if !door.byLink { door.tabs = EventPage.links(event, tab: "door", role: await EventPage.role(event, visit), visit: visit) }
                return .html(door.page.html)
            }
        }
        forms.post("/events/:event/door/scan") { request in
            await door(face, request) { visit, event in
                let direction = try direction(request.form)
                let door = try await face.doors.open(OpenDoorRequest(event: event, direction: direction), visit.container)
                let code = request.form["code"] ?? ""
                guard VolunteerCode.isMeant(code) else { return try await answer(.scan(try await door.scan(code)), visit, door.event, direction) }
                do throws(DomainError) {
                    let scan = try await ScanVolunteerCode(visit.container).execute(ScanVolunteerRequest(event: event, code: code, direction: direction))
                    return try await answer(.volunteer(scan), visit, door.event, direction)
                } catch {
                    guard error.category == .invalidData else { throw error }
                    return try await answer(.problem(error), visit, door.event, direction)
                }
            }
        }
        forms.post("/events/:event/door/admit") { request in
            await door(face, request) { visit, event in
                let direction = try direction(request.form)
                let door = try await face.doors.open(OpenDoorRequest(event: event, direction: direction), visit.container)
                do throws(DomainError) {
                    return try await answer(.scan(try await door.admit(reference: request.form["ticket"] ?? "")), visit, door.event, direction)
                } catch {
                    // A reference the event does not have is the answer to this admission, shown
                    // where a scan's is; the door stays open.
                    guard error.category == .invalidData else { throw error }
                    return try await answer(.problem(error), visit, door.event, direction)
                }
            }
        }
        routes.get("/events/:event/door/search") { request in
            await door(face, request) { visit, event in
                let asked = FindAtDoorRequest(event: event, query: request.query["q"] ?? "")
                if visit.format == .json { return WebAnswer.json(DoorListPresenter.matches(try await FindAtDoor(visit.container).execute(asked))) }
                let opened = try await OpenDoor(visit.container).execute(OpenDoorRequest(event: event))
                var page = try await page(visit, opened.event)
                do throws(DomainError) {
                    page.search = DoorSearch(query: asked.query, matches: try await FindAtDoor(visit.container).execute(asked))
                } catch {
                    guard error.field == "q" else { throw error }
                    page.search = DoorSearch(query: asked.query, error: error)
                    return .html(page.page.html, status: WebErrors.status(for: error))
                }
                return .html(page.page.html)
            }
        }
        routes.get("/events/:event/door/list") { request in
            await door(face, request) { visit, event in
                WebAnswer.json(DoorListPresenter.list(try await DownloadDoorList(visit.container).execute(EventTicketsRequest(event: event))))
            }
        }
        forms.post("/events/:event/door/sync") { request in
            await door(face, request) { visit, event in
                let upload = SyncScansRequest(event: event, scans: try DoorSyncBody.scans(request.body))
                return WebAnswer.json(SyncPresenter.synced(try await SyncScans(visit.container).execute(upload)))
            }
        }
        routes.add(forms)
        return routes
    }

    /// Runs `answer` for the door of the request's event, answering every failure as a page or JSON.
    private static func door(_ face: WebFace, _ request: WebRequest, _ answer: (Visit, String) async throws -> WebResponse) async -> WebResponse {
        let event = request.parameters["event"] ?? ""
        let visit = await face.doorVisit(request, event: event)
        if let refusal = visit.unknownFormat { return visit.finish(WebAnswer.failure(refusal, visit)) }
        do {
            return visit.finish(try await answer(visit, event))
        } catch {
            let error = error as? DomainError ?? .io(field: "server", message: "could not answer; try again")
            return visit.finish(failure(error, visit))
        }
    }

    /// A door link that no longer opens says so in words of its own, page or JSON; every other
    /// failure as on any page (a visitor with neither link nor session is sent to sign in).
    private static func failure(_ error: DomainError, _ visit: Visit) -> WebResponse {
        guard error == .doorLinkInvalid, visit.format != .json else { return WebAnswer.failure(error, visit) }
        let page = Page.problem("This door link is not valid any more", error.reason.prefix(1).uppercased() + error.reason.dropFirst() + ".",
                                forGuest: true, marks: [.data("door-revoked", "")])
        return .html(page.html, status: 403)
    }

    /// The page for `event`'s door as this visit opens it: a door link's name is its device.
    private static func page(_ visit: Visit, _ event: Event) async throws(DomainError) -> DoorPage {
        let door = try await visit.container.doorPass.door()
        return DoorPage(event: event, device: door?.name ?? OpenDoorRequest(event: event.handle.value).device, token: visit.token, byLink: door != nil)
    }

    /// One scan's answer: the `tickets checkin --format json` scan for the script, else the page
    /// with its verdict, the count carried on.
    private static func answer(_ outcome: DoorPage.Outcome, _ visit: Visit, _ event: Event,
                               _ direction: CheckInScan.Direction) async throws(DomainError) -> WebResponse {
        ServerMetrics.count("door_scans", ["outcome": outcome.metered])
        if visit.format != .table {
            switch outcome {
            case let .scan(scan): return WebAnswer.present(ScanPresenter.line(scan), visit) { Page(title: event.title, content: $0) }
            case let .volunteer(scan): return WebAnswer.present(ShiftsPresenter.scan(scan), visit) { Page(title: event.title, content: $0) }
            case let .problem(error): return WebAnswer.failure(error, visit)
            }
        }
        var page = try await page(visit, event)
        page.direction = direction
        page.outcome = outcome
        page.count = DoorCount(form: visit.request.form)
        switch outcome {
        case let .scan(scan): page.count.add(scan)
        case .volunteer: break
        case .problem: page.count.refused += 1
        }
        let status = if case let .problem(error) = outcome { WebErrors.status(for: error) } else { 200 }
        return .html(page.page.html, status: status)
    }

    /// The direction a form asks for: a checked exit toggle or an admit button's field; entry when none.
    private static func direction(_ form: [String: String]) throws(DomainError) -> CheckInScan.Direction {
        try form["direction"].map { text throws(DomainError) in try WebQuery.value(text, of: CheckInScan.Direction.self, field: "direction") } ?? .entry
    }
}

extension DoorPage.Outcome {
    /// How `/metrics` counts a scan at the door page: a ticket let in or out, a volunteer's
    /// code, or a refusal.
    var metered: String {
        switch self {
        case let .scan(scan): !scan.isRecorded ? "refused" : scan.direction == .entry ? "admitted" : "exited"
        case .volunteer: "volunteer"
        case .problem: "refused"
        }
    }
}
