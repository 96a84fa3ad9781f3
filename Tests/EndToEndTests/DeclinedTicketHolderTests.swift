import Foundation
import Testing

/// A guest who declines or is removed keeps their tickets (they may be paid for, and a guest
/// may change their mind), and the command that declined or removed them names those tickets.
struct DeclinedTicketHolderTests {
    @Test func aDeclineAndARemovalNameTheValidTicketsTheGuestStillHolds() throws {
        let rushday = try GalaEvent.owned(capacity: 10)
        try rushday.run(["guests", "add", "gala", "Ann Lee", "--party", "1"])
        try rushday.run(["guests", "add", "gala", "Bob"])
        try rushday.run(["guests", "rsvp", "gala", "ann-lee", "accepted"])
        #expect(try rushday.run(["tickets", "types", "add", "gala", "Regular", "--price", "10"]).status == 0)
        let issued = try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--guest", "ann-lee", "--format", "json"])
        let references = (try JSONSerialization.jsonObject(with: Data(issued.stdout.utf8)) as? [[String: Any]] ?? [])
            .compactMap { $0["reference"] as? String }.sorted()
        #expect(references.count == 2, "\(issued.stderr)")

        let declined = try rushday.run(["guests", "rsvp", "gala", "ann-lee", "declined"])
        #expect(declined.status == 0)
        #expect(declined.stdout.contains("ann-lee declined but still holds 2 valid tickets: \(references.joined(separator: ", "))"), "\(declined.stdout)")
        let json = try rushday.run(["guests", "rsvp", "gala", "ann-lee", "declined", "--format", "json"])
        let answer = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(answer?["heldTickets"] as? [String] == references)

        #expect(try rushday.run(["tickets", "cancel", references[0]]).status == 0)
        let removed = try rushday.run(["guests", "remove", "gala", "ann-lee"])
        #expect(removed.stdout.contains("ann-lee was removed but still holds 1 valid ticket: \(references[1])"), "\(removed.stdout)")
        let bob = try rushday.run(["guests", "rsvp", "gala", "bob", "declined"])
        #expect(!bob.stdout.contains("holds"), "\(bob.stdout)")
    }
}
