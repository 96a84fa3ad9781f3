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
        case .answer, .answers:
            []
        }
    }

    static let linkCaption = "This link is yours alone: whoever has it can answer for you, so keep it to yourself."

    static func unsubscribeLine(_ link: String) -> String {
        "No more invitations or reminders for this event: \(link)"
    }
}
