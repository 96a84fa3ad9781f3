import DesignTokens
import Domain
import Foundation
import Guests

/// A guest's own page: the event (when in its zone, and in the guest's own when the browser's
/// differs: the script adds that), their answer and place in the waitlist, the answer form
/// while answers are open (read-only after), their tickets' QR codes, the programme, and a
/// calendar file. Everything shown is the guest's own or the event's; every text is escaped.
struct InvitationPage {
    let base: String
    let content: GuestPageContent
    let csrf: String
    var saved = false
    var typed: [String: String] = [:]
    var error: DomainError?

    private var invitation: InvitationResponse { content.invitation }

    var page: Page {
        let event = invitation.event
        var html = "<article class=\"invitation\">" + head(event)
        if saved { html += "<p class=\"saved\" role=\"status\" id=\"saved\">Thank you: your answer is saved.</p>" }
        html += status
        if invitation.open {
            html += InvitationForm(invitation: invitation, action: base, csrf: csrf, typed: typed, error: error).html
        } else {
            html += closedAnswer(event)
        }
        html += GuestTicketsMarkup.section(content.tickets, printable: base + "/tickets")
        html += programmeSection
        html += "<p><a class=\"button\" id=\"add-to-calendar\" href=\"\(Markup.escape(base))/calendar.ics\" download=\"\(Markup.escape(event.handle.value)).ics\">Add to calendar</a></p>"
        return Page(title: event.title, content: html + "</article>", forGuest: true)
    }

    private func head(_ event: Event) -> String {
        let zone = event.timeZone.identifier
        let when = "<p class=\"when\" id=\"when\" data-starts=\"\(ZonedTime.iso8601(event.startsAt, in: event.timeZone))\" "
            + "data-ends=\"\(ZonedTime.iso8601(event.endsAt, in: event.timeZone))\" data-zone=\"\(Markup.escape(zone))\">"
            + "<time datetime=\"\(ZonedTime.iso8601(event.startsAt, in: event.timeZone))\">"
            + Markup.escape(ZonedTime.spoken(event.startsAt, event.endsAt, in: event.timeZone)) + "</time></p>"
        let venue = event.venue.map { "<p class=\"venue\" id=\"venue\">\(Markup.escape($0))</p>" } ?? ""
        // The organiser's paragraphs and line breaks kept, as on the dashboard.
        let about = event.description.map { "<div class=\"about\">" + Markup.fragment(Document([.text($0, .body, .plain)])) + "</div>" } ?? ""
        return "<header class=\"invitation-head\"><p class=\"greeting\">\(Markup.escape(invitation.guest.name)), you are invited to</p>"
            + "<h1>\(Markup.escape(event.title))</h1>\(when)\(venue)\(about)</header>"
    }

    /// Where the guest stands, in words.
    private var status: String {
        let guest = invitation.guest
        let party = guest.others == 0 ? "" : guest.plusOnes.isEmpty
            ? ", with \(Plural.of(guest.others, "other person", "other people"))"
            : ", with " + guest.plusOnes.map(Markup.escape).joined(separator: ", ")
        let text: String
        switch guest.status {
        case .invited: text = "You have not answered yet."
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
        return "<p class=\"rsvp-status status-\(guest.status.rawValue)\" id=\"rsvp-status\" data-status=\"\(guest.status.rawValue)\">\(text)</p>"
    }

    /// After answers close: what the guest answered, to read.
    private func closedAnswer(_ event: Event) -> String {
        let guest = invitation.guest
        var rows: [(String, String)] = []
        if guest.others > 0 { rows.append(("People coming", "Me + \(guest.others)")) }
        if !guest.plusOnes.isEmpty { rows.append(("Their names", guest.plusOnes.joined(separator: ", "))) }
        for question in invitation.questions {
            if let answer = guest.answers[question.key] { rows.append((question.prompt ?? question.key.value, answer)) }
        }
        if let dietary = guest.dietary { rows.append(("Dietary needs", dietary)) }
        let when = event.rsvpClosesAt.map { " on " + ZonedTime.spoken($0, in: event.timeZone) } ?? ""
        let list = rows.isEmpty ? "" : "<dl class=\"fields\">" + rows.map { row in
            "<div class=\"field\"><dt>\(Markup.escape(row.0))</dt><dd>\(Markup.escape(row.1))</dd></div>"
        }.joined() + "</dl>"
        return "<section class=\"card invitation-answer\" id=\"answers-closed\"><h2>Your answer</h2>"
            + "<p>Answers closed\(Markup.escape(when)). To change yours, ask the organiser.</p>\(list)</section>"
    }

    /// The sessions, in programme order (the first entry is the event itself).
    private var programmeSection: String {
        let sessions = content.programme.entries.dropFirst()
        guard !sessions.isEmpty else { return "" }
        let zone = content.programme.event.timeZone
        let items = sessions.map { entry in
            let place = entry.location.map { " · " + Markup.escape($0) } ?? ""
            return "<li><time class=\"session-time\" datetime=\"\(ZonedTime.iso8601(entry.startsAt, in: zone))\">"
                + "\(Markup.escape(ZonedTime.spoken(entry.startsAt, entry.endsAt, in: zone, sayingZone: false)))</time> "
                + "<span class=\"session-title\">\(Markup.escape(entry.summary))</span>\(place)</li>"
        }.joined()
        return "<section class=\"card programme\" id=\"programme\"><h2>Programme</h2>"
            + "<p class=\"programme-zone\" id=\"programme-zone\">Times are \(Markup.escape(ZonedTime.place(zone))) time.</p><ol class=\"sessions\">\(items)</ol></section>"
    }
}
