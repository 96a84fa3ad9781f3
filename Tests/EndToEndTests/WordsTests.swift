import Foundation
import Testing

/// The words a user reads: counts with their nouns in the right number, places left rather
/// than the capacity, the party as JSON counts it, an entry's date at an event of several days,
/// and a conversion dropped said as such.
@Suite struct WordsTests {
    @Test func countsOfOneAreSingularEverywhere() throws {
        let rushday = try TicketedGala.owned()
        let csv = rushday.root.appendingPathComponent("guests.csv")
        try "name,party,rsvp\nAnn,0,yes\n".write(to: csv, atomically: true, encoding: .utf8)
        #expect(try rushday.run(["events", "update", "gala", "--capacity", "1"]).status == 0)
        try rushday.run(["guests", "add", "gala", "Bob"])
        try rushday.run(["guests", "rsvp", "gala", "bob", "accepted"])
        let imported = try rushday.run(["guests", "import", "gala", csv.path])
        #expect(imported.stdout.contains("1 acceptance did not fit in the capacity and waits on the waitlist"), "\(imported.stdout)")
        let exported = try rushday.run(["guests", "export", "gala", "--output", rushday.root.appendingPathComponent("out.csv").path])
        #expect(exported.stdout.contains("Exported 2 guests"), "\(exported.stdout)")
        let dashboard = try rushday.run(["events", "show", "gala"], environment: ["COLUMNS": "120"])
        #expect(dashboard.stdout.contains("1 party, 1 head"), "\(dashboard.stdout)")
        let issued = try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Cy"])
        #expect(issued.stdout.contains("Issued 1 ticket for gala"), "\(issued.stdout)")
        let sheet = try rushday.run(["tickets", "sheet", "gala", "--html", rushday.root.appendingPathComponent("s.html").path])
        #expect(sheet.stdout.contains(": 1 ticket of gala to print"), "\(sheet.stdout)")
        for outcome in [imported, exported, dashboard, issued, sheet] {
            #expect(!outcome.stdout.contains("(s)") && !outcome.stdout.contains(" 1 parties") && !outcome.stdout.contains(" 1 heads"))
        }
    }

    @Test func aWaitlistedAcceptanceSaysWhatIsLeftAndTheCardCountsThePartyAsJSON() throws {
        let rushday = try GalaEvent.owned(capacity: 5)
        try rushday.run(["guests", "add", "gala", "Ann"])
        try rushday.run(["guests", "rsvp", "gala", "ann", "accepted"])
        try rushday.run(["guests", "add", "gala", "Bob", "--party", "4"])
        let bob = try rushday.run(["guests", "rsvp", "gala", "bob", "accepted"])
        #expect(bob.stdout.contains("Waitlisted: bob needs 5 places, only 4 of the 5 are left"), "\(bob.stdout)")
        let ann = try rushday.run(["guests", "show", "gala", "ann"])
        #expect(ann.stdout.contains("Party      0 (comes alone)") && ann.stdout.contains("Heads      1 (the guest)"), "\(ann.stdout)")
    }

    @Test func anEntryAtAnEventOfSeveralDaysGivesItsDate() throws {
        let rushday = try RushDayProcess()
        try rushday.signUp("ada@example.org")
        #expect(try rushday.run(["events", "create", "Fest", "--starts", "2027-06-12T10:00", "--ends", "2027-06-14T18:00",
                                 "--timezone", "Europe/Berlin"]).status == 0)
        #expect(try rushday.run(["tickets", "types", "add", "fest", "pass", "--price", "10.00"]).status == 0)
        try rushday.run(["tickets", "issue", "fest", "--type", "pass", "--name", "Ann"])
        let listed = try rushday.run(["tickets", "list", "fest", "--format", "json"])
        let code = try #require((try JSONSerialization.jsonObject(with: Data(listed.stdout.utf8)) as? [[String: Any]])?.first?["code"] as? String)
        #expect(try rushday.run(["tickets", "checkin", "fest", code]).status == 0)
        let again = try rushday.run(["tickets", "checkin", "fest", code])
        let today = ISO8601DateFormatter.string(from: Date(), timeZone: TimeZone(identifier: "Europe/Berlin")!, formatOptions: [.withFullDate])
        #expect(again.stderr.contains("already checked in at \(today) "), "\(again.stderr)")
    }

    @Test func updatingAnExpenseToTheEventsCurrencyKeepsTheConvertedAmountAndSaysSo() throws {
        let rushday = try ExpensesEvent.owned()
        #expect(try rushday.run(["expenses", "add", "gala", "100.00", "--currency", "USD", "--rate", "0.9", "--category", "venue",
                                 "--payee", "Hall", "--paid-by", "ada@example.org"]).status == 0)
        let updated = try rushday.run(["expenses", "update", "gala", "1", "--currency", "EUR"])
        #expect(updated.status == 0, "\(updated.stderr)")
        #expect(updated.stdout.contains("Updated expense 1: 90.00 EUR"), "\(updated.stdout)")
        #expect(updated.stdout.contains("converted from 100.00 USD at 0.9; the conversion is dropped"), "\(updated.stdout)")
    }
}
