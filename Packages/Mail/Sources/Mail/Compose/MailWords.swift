import Domain
import Foundation

/// What each kind of mail says, in words: the subject and the lines above the event's card.
enum MailWords {
    static func subject(_ facts: MailFacts) -> String {
        if let own = facts.message.subject { return own }
        let title = facts.event.title
        return switch facts.message.kind {
        case .invitation: "You're invited: \(title)"
        case .tickets: "Your tickets: \(title)"
        case .reminder: "Reminder: \(title) on \(ZonedTime.spoken(facts.event.startsAt, in: facts.event.timeZone))"
        case .promotion: "A place opened up: \(title)"
        // Notices to organisers have words of their own (`NoticeComposer`).
        case .answer, .answers: "Answers for \(title)"
        case .task: "A task of \(title) is due"
        case .shift, .shiftNews: "Your shift at \(title)"
        case .confirmation: facts.guest.status == .unconfirmed ? "Confirm your registration: \(title)" : "Your page for \(title)"
        case .registration: registrationSubject(facts.guest.status, title)
        }
    }

    static func opening(_ facts: MailFacts) -> [String] {
        let title = facts.event.title
        return switch facts.message.kind {
        case .invitation:
            ["You are invited to \(title).", "Answer on your own page: say whether you come, who comes with you, and anything the organiser asks."]
        case .tickets:
            ["Here \(facts.passes.count == 1 ? "is your ticket" : "are your \(facts.passes.count) tickets") for \(title).",
             "Show each code at the door, on your phone or printed; each admits one person once."]
        case .reminder:
            ["\(title) is coming up, and you are on the guest list.", "The event is attached: add it to your calendar."]
        case .promotion:
            ["Good news: a place opened up, and you are now on the guest list for \(title)"
                + (facts.guest.others > 0 ? " with \(Plural.of(facts.guest.others, "guest")) of yours." : ".")]
        case .answer, .answers, .task, .shift, .shiftNews:
            []
        case .confirmation where facts.guest.status == .unconfirmed:
            ["Thank you for registering for \(title).",
             "Open the link below and press Confirm within 24 hours: until then your registration holds no place. "
                 + "If you did not register, ignore this mail and nothing happens."]
        case .confirmation:
            ["Someone, perhaps you, asked to register for \(title) with this address, which is already on its guest list.",
             "Your own page is at the link below: answer there, see your tickets and add the event to your calendar."]
        case .registration:
            registrationOpening(facts.guest, title)
        }
    }

    private static func registrationSubject(_ status: RSVPStatus, _ title: String) -> String {
        switch status {
        case .accepted: "You're registered: \(title)"
        case .waitlisted: "You're on the waitlist: \(title)"
        case .pending: "Registration received: \(title)"
        case .declined: "Registration declined: \(title)"
        default: "Your registration: \(title)"
        }
    }

    private static func registrationOpening(_ guest: Guest, _ title: String) -> [String] {
        switch guest.status {
        case .accepted:
            ["You are on the guest list for \(title)" + (guest.others > 0 ? " with \(Plural.of(guest.others, "guest")) of yours." : "."),
             "The event is attached: add it to your calendar."]
        case .waitlisted:
            ["Your registration for \(title) is confirmed, but the event is full: you are on its waitlist, and we will mail you "
                 + "the moment a place opens up for you."]
        case .pending:
            ["Your registration for \(title) is confirmed, and waits for the organiser's approval: we will mail you their answer."]
        case .declined:
            ["The organiser of \(title) could not approve your registration this time."]
        default:
            ["Your registration for \(title) changed: your page says where it stands."]
        }
    }

    static let linkCaption = "This link is yours alone: whoever has it can answer for you, so keep it to yourself."

    /// What the mail attaches the event's .ics to: not news of a promotion (the invitation had
    /// it), nor a registration not yet confirmed or declined.
    static func attachesCalendar(_ facts: MailFacts) -> Bool {
        switch facts.message.kind {
        case .promotion: false
        case .confirmation: facts.guest.status != .unconfirmed
        case .registration: facts.guest.status != .declined
        default: true
        }
    }

    static func unsubscribeLine(_ link: String) -> String {
        "No more invitations or reminders for this event: \(link)"
    }
}
