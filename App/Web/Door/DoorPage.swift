import DesignTokens
import Domain
import Shifts
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
    let token: Form.Token
    /// Opened with a door link: no way into the organiser's pages, nothing to sign out of.
    let byLink: Bool
    var direction: CheckInScan.Direction = .entry
    var count = DoorCount()
    var outcome: Outcome?
    var search: DoorSearch?
    /// The event's tabs, for a member signed in; none for a door link.
    var tabs: [Link] = []

    /// The last scan or admission: its answer, a volunteer's check-in or out, or the error that
    /// stopped it (a reference the event does not have, a volunteer's code refused).
    enum Outcome {
        case scan(ScanResponse)
        case volunteer(VolunteerScan)
        case problem(DomainError)
    }

    var page: Page {
        let base = DoorRoutes.path(event.handle.value)
        let search = DoorSearchMarkup(base: base, token: token, direction: direction, count: count, search: search)
        return Page(title: "Door · " + event.title, content: [
            .tag(.section, [.class("door")], [
                head, result, .tag(.p, [.class("door-count"), .data("door-count", "")], text: count.text),
                scanForm(base), camera,
            ] + search.nodes + conflicts),
        ], tabs: tabs, signOutToken: byLink ? nil : token.value, forGuest: byLink, scripts: [Assets.qrScriptPath, Assets.doorScriptPath],
        mainData: [.data("door", base), .data("event-id", event.id.description), .data("device", device)])
    }

    /// The way to the doors' conflicts, for a member: a door link sees only its own door.
    private var conflicts: [Node] {
        byLink ? [] : [.tag(.p, [.class("page-links")], [Link("Conflicts between doors", href: "/events/" + EventPage.segment(event.handle.value) + "/conflicts").node])]
    }

    private var head: Node {
        .tag(.header, [.class("door-head")], [
            .tag(.h1, text: event.title),
            .tag(.p, [.class("door-device")], text: "Door: \(device)"),
            .tag(.p, [.class("door-state"), .data("door-state", ""), .role("status")], text: "Online"),
        ])
    }

    private var result: Node {
        let (kind, verdict, lines) = resultText
        return .tag(.section, [.class("door-result", kind ?? ""), .data("door-result", ""), .role("status"), .aria(.live, "assertive")],
                    [.tag(.p, [.class("door-verdict")], text: verdict)] + lines.map { .tag(.p, [.class("door-detail")], text: $0) })
    }

    /// The result panel's class, verdict and lines: who the ticket is for, and why it was refused.
    private var resultText: (kind: String?, verdict: String, lines: [String]) {
        switch outcome {
        case nil:
            return (nil, "Ready", [direction == .entry ? "Scan a ticket to admit it." : "Scan a ticket to record its exit."])
        case let .problem(error):
            return ("door-refused", "REFUSED", [error.reason])
        case let .volunteer(scan):
            return scan.direction == .entry ? ("door-admitted", "ON SHIFT", [ShiftsPresenter.scanText(scan)])
                : ("door-exited", "OFF SHIFT", [ShiftsPresenter.scanText(scan)])
        case let .scan(scan):
            let who = scan.ticket.map { "\($0.ticket.holder) · \($0.type.handle.value)" }
            if let refusal = scan.refusal {
                return ("door-refused", "REFUSED", [who, refusal.reason(for: scan.event)].compactMap { $0 })
            }
            return scan.direction == .entry ? ("door-admitted", "ADMITTED", [who].compactMap { $0 })
                : ("door-exited", "EXIT", [who].compactMap { $0 })
        }
    }

    /// A scanner is a keyboard whose keystrokes end with Enter: no keyboard of the phone's own,
    /// no corrections, the field ready.
    private func scanForm(_ base: String) -> Node {
        let code = Field("code", label: "Ticket or volunteer code", .text(""), id: "door-code", autocomplete: "off", attributes: [
            .data("door-code", ""), .inputmode("none"), .autocapitalize("off"), .spellcheck(false), .flag(.autofocus), .enterkeyhint("go"),
        ])
        let exit = Field("direction", label: "Exit mode", .checkbox(checked: direction == .exit, value: "exit"), id: "door-exit",
                         attributes: [.data("door-exit", "")])
        return Form(action: base + "/scan", items: [.field(code), .field(exit)], buttons: [Button("Check")], token: token,
                    classes: ["door-scan"], hidden: count.fields, attributes: [.data("door-scan", "")]).node
    }

    /// Shown by the script where the browser may use a camera; a page without script has none.
    private var camera: Node {
        .tag(.div, [.class("door-camera")], [
            .tag(.button, [.type("button"), .class("button-secondary"), .data("door-camera", ""), .flag(.hidden)], text: "Scan with camera"),
            .tag(.video, [.data("door-video", ""), .flag(.playsinline), .flag(.muted), .flag(.hidden)]),
        ])
    }
}
