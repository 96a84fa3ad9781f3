import Foundation
import Testing

/// Every tickets command with wrong input: one stderr line naming the field, the exit code for
/// it, and the store exactly as it was.
@Suite struct TicketsBadInputTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let code: Int32
        let fragments: [String]
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let cases: [Case] = [
        Case(arguments: ["tickets", "types", "add", "gala", "VIP", "--price", "12.505"], code: 65, fragments: ["--price:", "decimals"]),
        Case(arguments: ["tickets", "types", "add", "gala", "VIP", "--price", "abc"], code: 65, fragments: ["--price:"]),
        Case(arguments: ["tickets", "types", "add", "gala", "VIP", "--price", "1", "--quota", "-2"], code: 65, fragments: ["--quota:"]),
        Case(arguments: ["tickets", "types", "add", "gala", "Regular", "--price", "1"], code: 65, fragments: ["name:", "already names"]),
        Case(arguments: ["tickets", "types", "add", "gala", "VIP", "--price", "1", "--pool", "nope"], code: 65, fragments: ["--pool:", "no quota pool"]),
        Case(arguments: ["tickets", "types", "add", "gala", "VIP", "--price", "1", "--opens", "12/06/2027"], code: 65, fragments: ["--opens:", "ambiguous"]),
        Case(arguments: ["tickets", "types", "add", "gala", "VIP", "--price", "1", "--opens", "2027-06-02", "--closes", "2027-06-01"], code: 65, fragments: ["--closes:"]),
        Case(arguments: ["tickets", "types", "add", "gala", "VIP", "--price", "1", "--max-per-issue", "0"], code: 65, fragments: ["--max-per-issue:"]),
        Case(arguments: ["tickets", "types", "add", "nope", "VIP", "--price", "1"], code: 65, fragments: ["event:", "no event 'nope'"]),
        Case(arguments: ["tickets", "types", "add", "gala", "VIP"], code: 64, fragments: ["--price"]),
        Case(arguments: ["tickets", "types", "update", "gala", "nope", "--price", "1"], code: 65, fragments: ["type:", "no ticket type"]),
        Case(arguments: ["tickets", "types", "update", "gala", "regular", "--quota", "0"], code: 65, fragments: ["--quota:", "below"]),
        Case(arguments: ["tickets", "types", "remove", "gala", "regular"], code: 65, fragments: ["type:", "issued"]),
        Case(arguments: ["tickets", "pools", "set", "gala", "Bad Pool!", "--quota", "1"], code: 65, fragments: ["pool:"]),
        Case(arguments: ["tickets", "issue", "gala", "--type", "regular"], code: 64, fragments: ["--guest", "--name"]),
        Case(arguments: ["tickets", "issue", "gala", "--type", "regular", "--guest", "ann", "--name", "X"], code: 64, fragments: ["--guest"]),
        Case(arguments: ["tickets", "issue", "gala", "--type", "nope", "--name", "X"], code: 65, fragments: ["--type:", "no ticket type"]),
        Case(arguments: ["tickets", "issue", "gala", "--type", "regular", "--name", "X", "--count", "0"], code: 65, fragments: ["--count:"]),
        Case(arguments: ["tickets", "issue", "gala", "--type", "regular", "--name", "X", "--count", "11"], code: 65, fragments: ["--count:", "one issue"]),
        Case(arguments: ["tickets", "issue", "gala", "--type", "regular", "--name", "X", "--email", "nope"], code: 65, fragments: ["--email:"]),
        Case(arguments: ["tickets", "issue", "gala", "--type", "regular", "--guest", "dee"], code: 65, fragments: ["--guest:", "declined"]),
        Case(arguments: ["tickets", "issue", "gala", "--type", "regular", "--guest", "nobody"], code: 65, fragments: ["--guest:", "no guest"]),
        Case(arguments: ["tickets", "show", "ZZZZZZZZ"], code: 65, fragments: ["ticket:", "no ticket"]),
        Case(arguments: ["tickets", "cancel", "nope"], code: 65, fragments: ["ticket:", "no ticket"]),
        Case(arguments: ["tickets", "list", "gala", "--status", "lost"], code: 64, fragments: ["--status"]),
        Case(arguments: ["tickets", "list", "gala", "--type", "nope"], code: 65, fragments: ["--type:"]),
        Case(arguments: ["tickets", "checkin", "gala"], code: 64, fragments: ["--stdin"]),
        Case(arguments: ["tickets", "checkin", "gala", "RT1:0000"], code: 65, fragments: ["code:", "truncated"]),
        Case(arguments: ["tickets", "checkin", "gala", "RT9:ABC"], code: 65, fragments: ["code:", "version 9"]),
        Case(arguments: ["tickets", "checkin", "gala", "hello"], code: 65, fragments: ["code:", "not a RushDay ticket code"]),
        Case(arguments: ["tickets", "checkin", "gala", "hello", "--device", ""], code: 65, fragments: ["--device:"]),
        Case(arguments: ["tickets", "key", "export", "nope"], code: 65, fragments: ["event:"]),
        Case(arguments: ["tickets", "types", "list", "nope"], code: 65, fragments: ["event:", "no event 'nope'"]),
        Case(arguments: ["tickets", "checkin", "nope", "RT1:00"], code: 65, fragments: ["event:", "no event 'nope'"]),
        Case(arguments: ["tickets", "checkin", "gala", "--stdin", "RT1:00"], code: 64, fragments: ["--stdin"]),
        Case(arguments: ["tickets", "pools", "set", "gala", "seats", "--quota", "-1"], code: 65, fragments: ["--quota:"]),
        Case(arguments: ["tickets", "verify", "RT1:00", "--key", "/etc/passwd"], code: 65, fragments: ["key:", "not a ticket key file"]),
    ]

    @Test(arguments: cases)
    func refusesWithOneLineAndChangesNothing(_ bad: Case) throws {
        let rushday = try TicketedGala.owned(quota: 5)
        try rushday.run(["guests", "add", "gala", "Dee"])
        try rushday.run(["guests", "rsvp", "gala", "dee", "declined"])
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Bob"]).status == 0)
        let before = try rushday.dump()
        let outcome = try rushday.run(bad.arguments)
        outcome.expectFailure(bad.code, mentioning: bad.fragments)
        #expect(outcome.stdout.isEmpty)
        #expect(try rushday.dump() == before)
    }

    @Test func notSignedInIsTold() throws {
        let rushday = try TicketedGala.owned()
        try rushday.run(["auth", "logout"])
        try rushday.run(["tickets", "types", "list", "gala"]).expectFailure(77, mentioning: ["session:", "auth login"])
    }
}
