public import DesignTokens
public import Domain

/// The one-line answers of create, duplicate, update, publish, complete, cancel and delete. Screen:
/// "✔ Published summer-gala". JSON: the event as `EventJSON` (for delete, as it was before).
/// CSV: the `events list` columns, one row.
extension EventPresenter {
    /// Also says how to publish the new draft.
    public static func created(_ response: EventResponse, words: FaceWords) -> Presentation {
        outcome("Created", response, hint: "Draft: only its members see it. " + words.step(.publishEvent(response.event.handle)))
    }

    /// Also what came from the source, and how to publish the new draft.
    public static func duplicated(_ response: DuplicateEventResponse, words: FaceWords) -> Presentation {
        let copied = response.copied
        let parts = [Plural.of(copied.questions, "question"), Plural.of(copied.ticketTypes, "ticket type"),
                     Plural.of(copied.ticketPools, "pool"), Plural.of(copied.budgetLines, "budget line"),
                     Plural.of(copied.sessions, "session"), Plural.of(copied.tasks, "task")]
        return outcome("Duplicated \(response.source) as", response.created,
                       hint: "Draft: only its members see it. " + words.step(.publishEvent(response.created.event.handle)),
                       lines: [.text("Copied " + parts.joined(separator: ", ") + "; no guests, tickets or mail.", .body, .muted)],
                       json: EventDuplicateJSON(response))
    }

    /// Also one line per party the new capacity let in from the waitlist, so an organiser sees
    /// whom to tell; JSON adds them as `promoted`.
    public static func updated(_ response: EventResponse) -> Presentation {
        outcome("Updated", response, lines: response.promoted.map { guest in
            .status(.success, "Promoted from the waitlist: \(guest.handle) (\(Plural.of(guest.heads, "head")))", .success)
        }, json: EventUpdateJSON(response))
    }

    /// The verb follows the status the event is now in: Published, Completed or Cancelled.
    public static func statusChanged(_ response: EventResponse) -> Presentation {
        let verb = switch response.event.status {
        case .draft: "Moved back to draft:"
        case .published: "Published"
        case .completed: "Completed"
        case .cancelled: "Cancelled"
        }
        return outcome(verb, response)
    }

    public static func deleted(_ response: EventResponse) -> Presentation {
        outcome("Deleted", response)
    }

    private static func outcome(_ verb: String, _ response: EventResponse, hint: String? = nil, lines: [Block] = [],
                                json: (any Encodable & Sendable)? = nil) -> Presentation {
        let event = response.event
        var blocks: [Block] = [.status(.success, "\(verb) \(event.handle)", .success)] + lines
        if let hint {
            blocks.append(.text(hint, .caption, .muted))
        }
        return Presentation(
            document: Document(blocks),
            csv: EventRows.table([.init(event: event, role: response.role)], instants: .iso8601),
            json: json ?? EventJSON(event: event, role: response.role))
    }
}
