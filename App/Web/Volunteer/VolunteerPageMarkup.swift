import DesignTokens
import Domain
import Foundation
import Shifts

/// A volunteer's own page, phone first: their household's shifts, each with its Leave button
/// until the deadline; the places they may take, each with its Sign up button (and who of the
/// household goes, when more than one may) or the reason none may; a calendar file; the
/// check-in code of each of them on a shift, for the door to scan; their hours. Everything shown is the household's own or the event's.
struct VolunteerPageMarkup {
    let base: String
    let content: VolunteerPage
    let token: Form.Token
    /// What the form that led here did ("You signed up for shift #3").
    var done: String?
    /// Why the form that led here was refused: its problem alone, as the next steps the
    /// commands suggest are an organiser's.
    var refusal: DomainError?

    var page: Page {
        Page(title: content.eventTitle, content: [
            .tag(.article, [.class("volunteer-page")], [
                .tag(.header, [.class("invitation-head")], [
                    .tag(.p, [.class("greeting")], text: "\(content.volunteer.name), you volunteer at"),
                    .tag(.h1, text: content.eventTitle),
                ]),
                done.map { .tag(.p, [.class("saved"), .role("status"), .id("done")], text: $0) } ?? .empty,
                refusal.map { .tag(.p, [.class("refusal"), .role("alert"), .id("refusal")], text: "Not done: \($0.problem.description)") } ?? .empty,
                seats, passes, open, hours,
            ]),
        ], forGuest: true)
    }

    private var zone: TimeZoneID { content.zone }

    private var seats: Node {
        let items: [Node] = content.seats.map { seat in
            let who = content.household.count > 1 ? "\(seat.member.name), as \(seat.role)" : "As \(seat.role)"
            let leave: Node = seat.mayLeave
                ? Form(action: base + "/leave", items: [], buttons: [Button("Leave this shift", kind: .secondary)], token: token,
                       classes: ["leave-shift"], hidden: [(name: "shift", value: "\(seat.shift.number)"), (name: "member", value: "\(seat.member.number)")]).node
                : .tag(.p, [.class("hint")], text: seat.checkedInAt != nil ? "Checked in." : "To leave it now, ask an organiser.")
            return .tag(.li, [.class("card", "volunteer-seat"), .data("shift", "\(seat.shift.number)"), .data("member", "\(seat.member.number)")], [
                .tag(.h3, text: "#\(seat.shift.number) \(seat.shift.title)" + (seat.shift.cancelled ? " (cancelled)" : "")),
                when(seat.shift),
                .tag(.p, text: who),
                seat.mayLeave && !seat.shift.cancelled
                    ? .tag(.p, [.class("hint")], [.cell(.time(ZonedTime.said(seat.leaveBy, in: zone), before: "You may leave it until ", after: "."))])
                    : .empty,
                leave,
            ])
        }
        return .tag(.section, [.class("volunteer-seats"), .id("my-shifts")], [
            .tag(.h2, text: content.household.count > 1 ? "Your household's shifts" : "Your shifts"),
            items.isEmpty ? .tag(.p, text: "None yet: take one below.") : .tag(.ul, [.class("cards")], items),
            .tag(.p, [], [.tag(.a, [.class("button"), .id("add-to-calendar"), .href(base + "/shifts.ics"),
                                    .download("\(content.event.value)-shifts.ics")], text: "Add to calendar")]),
        ])
    }

    /// One card per person on a shift: the QR code large enough to scan from a phone held up.
    private var passes: Node {
        guard !content.passes.isEmpty else { return .empty }
        let cards: [Node] = content.passes.map { pass in
            let symbol = pass.symbol
            let code = Picture(width: symbol.size, height: symbol.size, label: "Check-in code of \(pass.member.name)") { x, y in symbol[x, y] }
            return .tag(.article, [.class("ticket-card", "volunteer-pass"), .data("member", "\(pass.member.number)"), .data("code", pass.code)], [
                .tag(.p, [.class("ticket-holder")], text: pass.member.name),
                .tag(.div, [.class("ticket-qr")], [.picture(code)]),
            ])
        }
        return .tag(.section, [.class("volunteer-passes"), .id("check-in")], [
            .tag(.h2, text: Plural.noun(cards.count, "Your check-in code", "Your check-in codes")),
            .tag(.p, [.class("hint")], text: (cards.count == 1 ? "Show it" : "Each of you shows their own")
                    + " at the door when the shift begins: check-in opens an hour before."),
        ] + cards)
    }

    private var open: Node {
        let items: [Node] = content.open.enumerated().map { index, place in
            let staffing = Cell("\(Plural.of(place.free, "place")) left", tone: ShiftsPresenter.tone(place.shift.staffing))
            let action: Node
            if place.takers.isEmpty {
                action = .tag(.p, [.class("hint", "refused")], text: place.refusal ?? "")
            } else {
                let who: [Form.Item] = place.takers.count > 1
                    ? [.field(Field("member", label: "Who goes", .select(place.takers.map { Field.Option("\($0.number)", $0.name) }, selected: "\(place.takers[0].number)"),
                                    id: "member-\(place.shift.number)-\(index)"))]
                    : []
                let hidden = [(name: "shift", value: "\(place.shift.number)"), (name: "role", value: place.role)]
                    + (place.takers.count == 1 ? [(name: "member", value: "\(place.takers[0].number)")] : [])
                action = Form(action: base + "/sign-up", items: who, buttons: [Button("Sign up")], token: token, classes: ["sign-up"],
                              hidden: hidden).node
            }
            return .tag(.li, [.class("card", "open-place"), .data("shift", "\(place.shift.number)"), .data("role", place.role)], [
                .tag(.h3, text: "#\(place.shift.number) \(place.shift.title), \(place.role)"),
                when(place.shift),
                .tag(.p, [], [.cell(staffing)]),
                action,
            ])
        }
        return .tag(.section, [.class("open-places"), .id("open-shifts")], [
            .tag(.h2, text: "Shifts you can take"),
            content.eventStatus.isOver
                ? .tag(.p, [.id("sign-up-closed")], text: "\(content.eventTitle) is \(content.eventStatus): there are no shifts to take.")
                : !content.signUpOpen ? .tag(.p, [.id("sign-up-closed")], text: "Sign-up is closed for now; to change your shifts, ask an organiser.")
                : items.isEmpty ? .tag(.p, text: "None open to your roles right now.") : .tag(.ul, [.class("cards")], items),
        ])
    }

    private func when(_ shift: ShiftItem) -> Node {
        .tag(.p, [.class("when")], [.cell(.time(ZonedTime.said(shift.starts, shift.ends, in: zone)))]
            + (shift.place.map { [.text(", " + $0)] } ?? []))
    }

    private var hours: Node {
        let volunteer = content.volunteer
        let worked = Double(volunteer.secondsWorked) / 3600
        return .tag(.section, [.class("volunteer-hours"), .id("hours")], [
            .tag(.h2, text: "Your hours"),
            .tag(.p, text: String(format: "%.2f hours worked", worked)
                + (volunteer.noShows > 0 ? ", \(Plural.of(volunteer.noShows, "shift")) missed" : "") + "."),
        ])
    }
}
