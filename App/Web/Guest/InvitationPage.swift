import DesignTokens
import Domain
import Foundation
import Guests

/// A guest's own page: the event (when in its zone, and in the guest's own when the browser's
/// differs: the script adds that), their answer and place in the waitlist, the answer form
/// while answers are open (read-only after), their tickets' QR codes, the programme, and a
/// calendar file. Everything shown is the guest's own or the event's.
struct InvitationPage {
    let base: String
    let content: GuestPageContent
    let token: Form.Token
    var saved = false
    /// The registration was just confirmed.
    var confirmed = false
    var typed: [String: String] = [:]
    var error: DomainError?

    private var invitation: InvitationResponse { content.invitation }

    var page: Page {
        let event = invitation.event
        // A registration waiting for approval has nothing to answer until the organiser decides.
        let answer = invitation.open && invitation.guest.status != .pending
            ? InvitationForm(invitation: invitation, action: base, token: token, typed: typed, error: error).node
            : closedAnswer(event)
        let calendar: Node = .tag(.p, [], [
            .tag(.a, [.class("button"), .id("add-to-calendar"), .href(base + "/calendar.ics"), .download(event.handle.value + ".ics")],
                 text: "Add to calendar"),
        ])
        return Page(title: event.title, content: [
            .tag(.article, [.class("invitation")], [
                head(event),
                saved ? .tag(.p, [.class("saved"), .role("status"), .id("saved")], text: "Thank you: your answer is saved.") : .empty,
                confirmed ? .tag(.p, [.class("saved"), .role("status"), .id("confirmed")], text: "Thank you: your registration is confirmed.") : .empty,
                status, answer, GuestTicketsMarkup.section(content.tickets, printable: base + "/tickets"), ProgrammeMarkup.section(content.programme), calendar,
            ]),
        ], forGuest: true)
    }

    private func head(_ event: Event) -> Node {
        let greeting = invitation.guest.answeredVia == .registration || invitation.guest.status == .unconfirmed
            ? "\(invitation.guest.name), you registered for" : "\(invitation.guest.name), you are invited to"
        return .tag(.header, [.class("invitation-head")], [
            .tag(.p, [.class("greeting")], text: greeting),
            .tag(.h1, text: event.title),
            EventWhen.node(event),
            event.venue.map { .tag(.p, [.class("venue"), .id("venue")], text: $0) } ?? .empty,
            // The organiser's paragraphs and line breaks kept, as on the dashboard.
            event.description.map { .tag(.div, [.class("about")], [.paragraphs(.p, [.class("role-body")], $0)]) } ?? .empty,
        ])
    }

    /// Where the guest stands, in words.
    private var status: Node {
        let guest = invitation.guest
        let party = guest.others == 0 ? "" : guest.plusOnes.isEmpty
            ? ", with \(Plural.of(guest.others, "other person", "other people"))"
            : ", with " + guest.plusOnes.joined(separator: ", ")
        let text: String
        switch guest.status {
        case .invited: text = "You have not answered yet."
        case .unconfirmed: text = "Your registration is not confirmed yet: press Confirm to take your place."
        case .pending: text = "Your registration is confirmed and waits for the organiser's approval" + party + ". We will mail you their answer."
        case .accepted:
            let promoted = guest.answeredAt.map { guest.statusChangedAt > $0 } ?? false
            text = (promoted ? "A place opened up: you are coming" : "You are coming") + party + "."
        case .declined: text = "You are not coming."
        case .maybe: text = "You might come" + party + "."
        case .waitlisted:
            let place = invitation.waitlistPosition.map { position in
                position > Waitlist.positionsCounted ? "with more than \(Waitlist.positionsCounted) parties ahead of you" : "number \(position) in line"
            } ?? "in line"
            text = "The event is full, so you are on the waitlist, \(place). When places free up you move up by yourself, and this page will say so."
        }
        return .tag(.p, [.class("rsvp-status", "status-\(guest.status.rawValue)"), .id("rsvp-status"), .data("status", guest.status.rawValue)], text: text)
    }

    /// After answers close: what the guest answered, to read.
    private func closedAnswer(_ event: Event) -> Node {
        let guest = invitation.guest
        var rows: [(String, String)] = []
        if guest.others > 0 { rows.append(("People coming", "Me + \(guest.others)")) }
        if !guest.plusOnes.isEmpty { rows.append(("Their names", guest.plusOnes.joined(separator: ", "))) }
        for question in invitation.questions {
            if let answer = guest.answers[question.key] { rows.append((question.prompt ?? question.key.value, answer)) }
        }
        if let dietary = guest.dietary { rows.append(("Dietary needs", dietary)) }
        let closed: Node = guest.status == .pending ? .text("You can change your answer once the organiser decides.") : event.rsvpClosesAt.map { closes in
            .cell(.time(ZonedTime.said(closes, in: event.timeZone), before: "Answers closed on ", after: ". To change yours, ask the organiser."))
        } ?? .text("Answers closed. To change yours, ask the organiser.")
        let list: Node = rows.isEmpty ? .empty : .tag(.dl, [.class("fields")], rows.map { row in
            .tag(.div, [.class("field")], [.tag(.dt, text: row.0), .tag(.dd, text: row.1)])
        })
        return .tag(.section, [.class("card", "invitation-answer"), .id("answers-closed")], [.tag(.h2, text: "Your answer"), .tag(.p, [], [closed]), list])
    }
}
