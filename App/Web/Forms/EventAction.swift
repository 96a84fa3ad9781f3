import DesignTokens
import Domain
import Events

/// What the event's page may ask to be done to the event, each behind a page that says what it
/// does first: publish, cancel, complete (as `events publish | cancel | complete`), delete (as
/// `events delete`, asking for the event's handle to be typed, as GitHub does for a repository).
enum EventAction: String, CaseIterable {
    case publish, cancel, complete, delete

    /// The status it moves the event to; nil for delete.
    var target: EventStatus? {
        switch self {
        case .publish: .published
        case .cancel: .cancelled
        case .complete: .completed
        case .delete: nil
        }
    }

    /// Whether the page offers it for an event in `status`.
    func applies(to status: EventStatus) -> Bool {
        target.map(status.canMove(to:)) ?? true
    }

    /// The page that asks, with the refusal of a try that failed and what was typed.
    func confirmation(_ event: Event, token: Form.Token, typed: [String: String] = [:], error: DomainError? = nil) -> Page {
        let base = "/events/" + EventPage.segment(event.handle.value)
        let about = { (field: String) in error?.field == field ? error?.reason : nil }
        var items: [Form.Item] = []
        let (heading, consequences, button): (String, [String], Button) = switch self {
        case .publish:
            ("Publish \(event.title)?", ["Guests' pages and answers open, and invitations can be sent."], Button("Publish"))
        case .cancel:
            ("Cancel \(event.title)?", ["A cancelled event is final: it cannot be published again. Its guests, tickets and expenses stay."],
             Button("Cancel the event", kind: .danger))
        case .complete:
            ("Mark \(event.title) as completed?", ["A completed event is final."], Button("Complete"))
        case .delete:
            ("Delete \(event.title)?", ["Deleting it deletes its guests, tickets, scans, expenses, agenda and mail for good."],
             Button("Delete this event", kind: .danger))
        }
        if self == .complete {
            items.append(.field(Field("force", label: "Complete it even if it has not started yet", .checkbox(checked: typed["force"] == "on"),
                                      error: about("force"))))
        }
        if self == .delete {
            items.append(.field(Field("confirm", label: "Type the event's handle, \(event.handle.value), to confirm", .text(typed["confirm"] ?? ""),
                                      error: about("confirm") ?? about("force"), required: true, autocomplete: "off")))
        }
        let form = Form(action: base + "/" + rawValue, items: items, buttons: [button], token: token,
                        error: error.flatMap { ["force", "confirm"].contains($0.field ?? "") ? nil : $0.message })
        return Page(title: heading, content: [Confirmation(heading: heading, consequences: consequences, form: form,
                                                           back: Link("Back to the event", href: base)).node],
                    signOutToken: token.value)
    }
}
