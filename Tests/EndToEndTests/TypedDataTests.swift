import Foundation
import Testing

/// What people type that names or finds something: one-letter handles, question keys that a
/// CSV column would read as a guest field, emails that display alike, ticket references
/// copied by hand.
@Suite struct TypedDataTests {
    // MARK: one-letter handles

    @Test func aOneLetterNameMakesAOneLetterHandleEverywhere() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        let created = try rushday.run(["events", "create", "X", "--starts", "2027-07-12T19:00", "--ends", "2027-07-12T23:00",
                                       "--timezone", "Europe/Berlin"])
        #expect(created.status == 0, "\(created.stderr)")
        #expect(try rushday.run(["events", "show", "x"]).status == 0)
        let guest = try rushday.run(["guests", "add", "gala", "W"])
        #expect(guest.status == 0, "\(guest.stderr)")
        #expect(try rushday.run(["guests", "show", "gala", "w"]).status == 0)
        #expect(try rushday.run(["guests", "add", "gala", "W", "--email", "w2@example.org"]).status == 0)
        #expect(try rushday.run(["guests", "show", "gala", "w-2"]).status == 0)
        #expect(try rushday.run(["tickets", "pools", "set", "gala", "a", "--quota", "5"]).status == 0)
        let type = try rushday.run(["tickets", "types", "add", "gala", "Q", "--price", "1", "--pool", "a"])
        #expect(type.status == 0, "\(type.stderr)")
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "q", "--name", "Walk In"]).status == 0)
        let session = try rushday.run(["agenda", "add", "gala", "Z", "--starts", "19:00", "--ends", "20:00", "--day", "1"])
        #expect(session.status == 0, "\(session.stderr)")
        #expect(try rushday.run(["agenda", "show", "gala", "z"]).status == 0)
    }

    // MARK: question keys

    @Test func aQuestionKeyImportWouldReadAsAGuestFieldIsRefused() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        for key in ["e-mail", "email-address", "guests", "party-size", "full-name", "mobile", "telephone", "rsvp", "diet", "notes", "heads"] {
            try rushday.run(["guests", "questions", "add", "gala", key, "--kind", "text"])
                .expectFailure(65, mentioning: ["key", "'\(key)'", "own column"])
        }
        #expect(try rushday.rowCount("guest_questions") == 0)
        #expect(try rushday.run(["guests", "questions", "add", "gala", "diet-plan", "--kind", "text"]).status == 0)
    }

    // MARK: emails that display alike

    @Test(arguments: ["a\u{200B}b@example.org", "\u{202E}ab@example.org", "ab@exa\u{2060}mple.org"])
    func anEmailWithAnInvisibleCharacterIsRefusedWhereverOneIsTaken(email: String) throws {
        let rushday = try TicketedGala.owned()
        try rushday.run(["guests", "add", "gala", "Ann", "--email", "ann@example.org"])
        let before = try rushday.dump()
        let attempts: [[String]] = [
            ["guests", "add", "gala", "Bob", "--email", email],
            ["guests", "update", "gala", "ann", "--email", email],
            ["events", "members", "add", "gala", email],
            ["agenda", "add", "gala", "Talk", "--starts", "19:00", "--ends", "20:00", "--day", "1", "--speaker", "Zoë <\(email)>"],
            ["tickets", "issue", "gala", "--type", "regular", "--name", "Walk In", "--email", email],
            ["auth", "login", "--email", email, "--password-stdin"],
        ]
        for attempt in attempts {
            try rushday.run(attempt, stdin: "correct horse battery\n").expectFailure(65, mentioning: ["U+"])
        }
        let list = rushday.root.appendingPathComponent("list.csv")
        try Data("name,email\nBob,\(email)\n".utf8).write(to: list)
        let imported = try rushday.run(["guests", "import", "gala", list.path])
        #expect(imported.status == 65)
        #expect(imported.stderr.hasPrefix("\(list.path):2: email: contains an invisible or direction-changing character (U+"), "\(imported.stderr)")
        #expect(try rushday.dump() == before)
        let fresh = try RushDayProcess()
        try fresh.run(["auth", "signup", "--email", email, "--name", "Ann", "--password-stdin"], stdin: "correct horse battery\n")
            .expectFailure(65, mentioning: ["email", "U+"])
        #expect(try fresh.rowCount("users") == 0)
    }

    // MARK: ticket references

    /// A reference typed as Crockford decodes it: O for 0, I and L for 1, any case, hyphens.
    @Test func aReferenceCopiedByHandFindsItsTicket() throws {
        let rushday = try TicketedGala.owned(maxPerIssue: 40)
        let issued = try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Walk In", "--count", "40", "--format", "json"])
        #expect(issued.status == 0, "\(issued.stderr)")
        let tickets = try JSONSerialization.jsonObject(with: Data(issued.stdout.utf8)) as? [[String: Any]] ?? []
        let references = tickets.compactMap { $0["reference"] as? String }
        let reference = try #require(references.first { $0.contains("0") || $0.contains("1") }, "\(references)")
        var typed = ""
        for (offset, character) in reference.enumerated() {
            if offset == 4 { typed += "-" }
            typed += character == "0" ? "o" : character == "1" ? (offset.isMultiple(of: 2) ? "I" : "l") : character.lowercased()
        }
        let shown = try rushday.run(["tickets", "show", typed, "--format", "json"])
        #expect(shown.status == 0, "\(typed): \(shown.stderr)")
        #expect(shown.stdout.contains("\"\(reference)\""))
        let cancelled = try rushday.run(["tickets", "cancel", typed])
        #expect(cancelled.status == 0, "\(typed): \(cancelled.stderr)")
        #expect(cancelled.stdout.contains(reference))
    }
}
