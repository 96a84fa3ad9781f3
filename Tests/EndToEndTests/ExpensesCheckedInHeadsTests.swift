import Foundation
import Testing

/// Cost per head by arrivals: Expenses learns from the door's check-ins (through Domain's
/// HeadCounter, wired in the App) how many tickets came in, and divides by it too.
@Suite struct ExpensesCheckedInHeadsTests {
    func summary(_ rushday: RushDayProcess) throws -> [String: Any] {
        let shown = try rushday.run(["expenses", "summary", "gala", "--format", "json"])
        #expect(shown.status == 0, "\(shown.stderr)")
        return try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as? [String: Any] ?? [:]
    }

    @Test func costPerCheckedInHeadFollowsTheFirstAdmissionAndCountsEachTicketOnce() throws {
        let rushday = try TicketedGala.owned()
        try rushday.run(["guests", "add", "gala", "Ann Lee", "--party", "2"])
        try rushday.run(["guests", "rsvp", "gala", "ann-lee", "accepted"])
        #expect(try rushday.run(["expenses", "add", "gala", "100.00", "--category", "venue", "--payee", "Hall",
                                 "--paid-by", "ada@example.org"]).status == 0)
        let before = try summary(rushday)
        #expect((before["heads"] as? [String: Any])?["checkedIn"] is NSNull)
        #expect(before["costPerCheckedInHead"] is NSNull)

        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Walk In", "--count", "3"])
        let codes = try TicketedGala.codes(rushday)
        // Two tickets come in; one of them goes out and in again: still two heads.
        for arguments in [[codes[0]], [codes[1]], ["--exit", codes[0]], [codes[0]]] {
            #expect(try rushday.run(["tickets", "checkin", "gala"] + arguments).status == 0)
        }
        let after = try summary(rushday)
        #expect((after["heads"] as? [String: Any])?["accepted"] as? Int == 3)
        #expect((after["heads"] as? [String: Any])?["checkedIn"] as? Int == 2)
        #expect((after["costPerHead"] as? [String: Any])?["amount"] as? String == "33.33")
        #expect((after["costPerCheckedInHead"] as? [String: Any])?["amount"] as? String == "50.00")
    }
}
