public import DesignTokens
public import Domain

/// Guests' answers in every output format, drawn through DesignTokens (never raw escape codes).
/// JSON: `GuestJSON` (a list: an array of them) and `GuestChangeJSON` for changes. CSV: the
/// `GuestRows` columns headed by the JSON keys.
public enum GuestsPresenter {
    /// `guests list`: a table, with the heads accepted against the capacity under it, or, for a
    /// part of the list, how many of how many it shows.
    public static func list(_ response: GuestListResponse) -> Presentation {
        let zone = response.event.timeZone
        // Each form made only when read: a JSON list need not lay out a table.
        return Presentation(
            document: {
                let accepted = response.guests.acceptedHeads
                let capacity = response.event.capacity
                let heads = "\(accepted)\(capacity.map { " of \($0)" } ?? "") \(Plural.noun(capacity ?? accepted, "head"))"
                // A part of the list says where it stands; its heads would not be the list's.
                let caption = response.guests.count < response.page.matching
                    ? "\(response.guests.count) of \(response.page.matching) shown"
                    : "\(response.guests.count) shown; \(heads) accepted in this list"
                return Document([
                    .heading("Guests of \(response.event.handle)", .section),
                    .table(GuestRows.table(response.guests, zone: zone, for: .screen)),
                    .text(caption, .caption, .muted),
                ])
            },
            csv: { GuestRows.table(response.guests, questions: response.questions, zone: zone, for: .csv) },
            json: { JSONItems(response.guests) { GuestJSON($0, zone: zone) } })
    }

    /// `guests show`: the guest as a card.
    public static func show(_ response: GuestResponse) -> Presentation {
        let guest = response.guest
        let zone = response.event.timeZone
        func optional(_ text: String?) -> Cell { text.map { Cell($0) } ?? Cell("not set", tone: .muted) }
        var fields = [
            Card.Field("Handle", Cell(guest.handle.value)),
            Card.Field("Email", optional(guest.email?.value)),
            Card.Field("Phone", optional(guest.phone)),
            // As in JSON: the party is who the guest brings; heads count the guest too.
            Card.Field("Party", Cell(guest.others == 0 ? "0 (comes alone)" : "\(guest.others) (brings \(Plural.of(guest.others, "other")))")),
            Card.Field("Heads", Cell("\(guest.heads) (the guest\(guest.others == 0 ? "" : " + \(guest.others)"))")),
            Card.Field("Plus-ones", optional(guest.plusOnes.isEmpty ? nil : guest.plusOnes.joined(separator: ", "))),
            Card.Field("Tags", optional(guest.tags.isEmpty ? nil : guest.tags.joined(separator: ", "))),
            Card.Field("Dietary", optional(guest.dietary)),
            Card.Field("Note", optional(guest.note)),
            Card.Field("Since", .time(ZonedTime.said(guest.statusChangedAt, in: zone))),
            Card.Field("Answered", guest.answeredAt.map { Cell.time(ZonedTime.said($0, in: zone), after: guest.answeredVia.map { " via \($0)" } ?? "") }
                ?? Cell("not set", tone: .muted)),
            Card.Field("Mail", guest.unsubscribedAt.map { Cell.time(ZonedTime.said($0, in: zone), before: "unsubscribed ", after: ": no invitations or reminders") }
                ?? Cell("invitations and reminders")),
        ]
        // One line per question, unanswered ones too, labelled by the key answers are typed with.
        fields += response.questions.map { Card.Field($0.key.value, optional(guest.answers[$0.key])) }
        return Presentation(
            document: Document([.card(Card(title: guest.name, badge: Badge(guest.status.rawValue, tone: guest.status.tone), fields: fields))]),
            csv: GuestRows.table([guest], questions: response.questions, zone: zone, for: .csv),
            json: GuestJSON(guest, zone: zone))
    }

    /// `guests tag`: JSON `{"event", "tag", "removed", "chosen", "changed"}`; CSV the same keys, one row.
    public static func tagged(_ response: TagGuestsResponse) -> Presentation {
        let verb = response.removed ? "Took \(UserText.quoted(response.tag)) from" : "Tagged"
        let what = response.removed ? "" : " \(UserText.quoted(response.tag))"
        let unchanged = response.chosen - response.changed
        let rest = unchanged == 0 ? "" : "; \(unchanged) \(response.removed ? "did not have it" : "had it already")"
        let headline = "\(verb) \(Plural.of(response.changed, "guest")) of \(response.event.handle)\(what)\(rest)"
        let keys = ["event", "tag", "removed", "chosen", "changed"]
        return Presentation(document: Document([.status(.success, headline, .success)]),
                            csv: Table(columns: keys.map { Table.Column($0) }, rows: [[response.event.handle.value, response.tag, String(response.removed),
                                                                                       String(response.chosen), String(response.changed)].map { Cell($0) }], emptyMessage: ""),
                            json: TaggedJSON(event: response.event.handle.value, tag: response.tag, removed: response.removed,
                                             chosen: response.chosen, changed: response.changed))
    }

    struct TaggedJSON: Encodable, Sendable {
        let event: String
        let tag: String
        let removed: Bool
        let chosen: Int
        let changed: Int
    }

    public static func added(_ response: GuestResponse, words: FaceWords) -> Presentation {
        changed("Added \(response.guest.handle) to \(response.event.handle)", response, words: words)
    }

    public static func updated(_ response: GuestResponse, words: FaceWords) -> Presentation {
        changed("Updated \(response.guest.handle)", response, words: words)
    }

    public static func answered(_ response: GuestResponse, words: FaceWords) -> Presentation {
        changed("\(response.guest.handle) is \(response.guest.status)", response, words: words)
    }

    public static func removed(_ response: GuestResponse, words: FaceWords) -> Presentation {
        changed("Removed \(response.guest.handle) from \(response.event.handle)", response, holder: "was removed", words: words)
    }

    /// "ann needs 5 places, only 4 of the 10 are left": an acceptance that went to the
    /// waitlist, said with what is left rather than the whole capacity.
    /// `guests approve|decline`: each registration decided and where it now stands.
    public static func decided(_ response: DecideRegistrationsResponse) -> Presentation {
        let zone = response.event.timeZone
        let verb = response.decision == .approve ? "Approved" : "Declined"
        let waiting = response.guests.count { $0.status == .waitlisted }
        let headline = "\(verb) \(Plural.of(response.guests.count, "registration")) for \(response.event.handle)"
            + (waiting > 0 ? "; \(waiting) of them \(waiting == 1 ? "waits" : "wait") for a place" : "")
        return Presentation(
            document: {
                Document([.text(headline, .body, .success), .table(GuestRows.table(response.guests, zone: zone, for: .screen))])
            },
            csv: { GuestRows.table(response.guests, questions: response.questions, zone: zone, for: .csv) },
            json: { JSONItems(response.guests) { GuestJSON($0, zone: zone) } })
    }

    private static func waitlisted(_ response: GuestResponse) -> String {
        let left = response.placesLeft ?? 0
        let capacity = response.event.capacity.map { " of the \($0)" } ?? ""
        let room = left == 0 ? "none\(capacity) is left" : "only \(left)\(capacity) \(Plural.noun(left, "is", "are")) left"
        return "Waitlisted: \(response.guest.handle) needs \(Plural.of(response.guest.heads, "place")), \(room); promoted first come, first served when places free up"
    }

    /// "✔ Added ...", then a warning when an acceptance went to the waitlist, then one line per
    /// promoted party, so an organiser sees who to tell, then the tickets a guest who declined
    /// (or, as `holder` says, was removed) still holds.
    private static func changed(_ headline: String, _ response: GuestResponse, holder: String = "declined", words: FaceWords) -> Presentation {
        var blocks: [Block] = [.status(.success, headline, .success)]
        if response.waitlisted {
            blocks.append(.status(.warning, waitlisted(response), .warning))
        }
        for guest in response.promoted {
            blocks.append(PromotionLine.block(guest))
        }
        if !response.heldTickets.isEmpty {
            blocks.append(PromotionLine.stillHeld(response.guest.handle, response.heldTickets, holder, words: words))
        }
        if response.linkRevoked {
            blocks.append(.status(.warning, "The email changed, so \(response.guest.handle)'s personal link was revoked (the old address may be someone else's now). "
                + words.step(.makeGuestLink(event: response.event.handle, guest: response.guest.handle)), .warning))
        }
        let zone = response.event.timeZone
        return Presentation(
            document: Document(blocks),
            csv: GuestRows.table([response.guest] + response.promoted, questions: response.questions, zone: zone, for: .csv),
            json: GuestChangeJSON(response))
    }
}
