import Domain
import Tickets

/// The door's page, phone first: the last scan's verdict big enough to read at arm's length,
/// the running count, the code field a scanner types into (a wedge: its keystrokes end with
/// Enter), the exit toggle, the camera, and the search for a guest without their code. Every
/// part works as a plain form; `App/Web/Assets/door.js` answers the same forms in place, keeps
/// the count and works offline. Its `data-door…` attributes are what the script and the
/// tests hold on to.
struct DoorPage {
    let event: Event
    let device: String
    let csrf: String
    /// Opened with a door link: no way into the organiser's pages, nothing to sign out of.
    let byLink: Bool
    var direction: CheckInScan.Direction = .entry
    var count = DoorCount()
    var outcome: Outcome?
    var search: DoorSearch?

    /// The last scan or admission: its answer, or the error that stopped it (a reference the
    /// event does not have).
    enum Outcome {
        case scan(ScanResponse)
        case problem(DomainError)
    }

    var page: Page {
        let base = DoorRoutes.path(event.handle.value)
        let content = "<section class=\"door\">" + head + result + "<p class=\"door-count\" data-door-count=\"\">\(count.text)</p>"
            + scanForm(base) + camera + DoorSearchMarkup(base: base, csrf: csrf, direction: direction, count: count, search: search).html
            + "</section>"
        return Page(title: "Door · " + event.title, content: content, signOutToken: byLink ? nil : csrf, forGuest: byLink,
                    scripts: [Assets.qrScriptPath, Assets.doorScriptPath],
                    mainData: [("door", base), ("event-id", event.id.description), ("device", device)])
    }

    private var head: String {
        "<header class=\"door-head\"><h1>\(Markup.escape(event.title))</h1>"
            + "<p class=\"door-device\">Door: \(Markup.escape(device))</p>"
            + "<p class=\"door-state\" data-door-state=\"\" role=\"status\">Online</p></header>"
    }

    private var result: String {
        let (kind, verdict, lines) = resultText
        return "<section class=\"door-result\(kind.map { " " + $0 } ?? "")\" data-door-result=\"\" role=\"status\" aria-live=\"assertive\">"
            + "<p class=\"door-verdict\">\(Markup.escape(verdict))</p>"
            + lines.map { "<p class=\"door-detail\">\(Markup.escape($0))</p>" }.joined() + "</section>"
    }

    /// The result panel's class, verdict and lines: who the ticket is for, and why it was refused.
    private var resultText: (kind: String?, verdict: String, lines: [String]) {
        switch outcome {
        case nil:
            return (nil, "Ready", [direction == .entry ? "Scan a ticket to admit it." : "Scan a ticket to record its exit."])
        case let .problem(error):
            return ("door-refused", "REFUSED", [error.reason])
        case let .scan(scan):
            let who = scan.ticket.map { "\($0.ticket.holder) · \($0.type.handle.value)" }
            if let refusal = scan.refusal {
                return ("door-refused", "REFUSED", [who, refusal.reason(for: scan.event)].compactMap { $0 })
            }
            return scan.direction == .entry ? ("door-admitted", "ADMITTED", [who].compactMap { $0 })
                : ("door-exited", "EXIT", [who].compactMap { $0 })
        }
    }

    private func scanForm(_ base: String) -> String {
        "<form class=\"door-scan\" data-door-scan=\"\" method=\"post\" action=\"\(Markup.escape(base))/scan\">"
            + FormGuard.hiddenField(csrf) + count.fields
            + "<label for=\"door-code\">Ticket code</label>"
            + "<input id=\"door-code\" name=\"code\" type=\"text\" data-door-code=\"\" inputmode=\"none\" autocomplete=\"off\" "
            + "autocapitalize=\"off\" spellcheck=\"false\" autofocus=\"autofocus\" enterkeyhint=\"go\"/>"
            + "<label class=\"choice door-exit\"><input type=\"checkbox\" name=\"direction\" value=\"exit\" data-door-exit=\"\""
            + (direction == .exit ? " checked=\"checked\"" : "") + "/> Exit mode</label>"
            + "<button type=\"submit\">Check</button></form>"
    }

    /// Shown by the script where the browser may use a camera; a page without script has none.
    private var camera: String {
        "<div class=\"door-camera\"><button type=\"button\" class=\"button-secondary\" data-door-camera=\"\" hidden=\"hidden\">Scan with camera</button>"
            + "<video data-door-video=\"\" playsinline=\"playsinline\" muted=\"muted\" hidden=\"hidden\"></video></div>"
    }
}
