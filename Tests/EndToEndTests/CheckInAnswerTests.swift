import Foundation
import Testing

/// What a door is told: an empty code is a refused scan, a scanner's blank line is noise, and a
/// script asking for json or csv gets its document even when its one code is refused.
@Suite struct CheckInAnswerTests {
    @Test func anEmptyCodeIsARefusedScan() throws {
        let rushday = try TicketedGala.owned()
        let outcome = try rushday.run(["tickets", "checkin", "gala", ""])
        outcome.expectFailure(65, mentioning: ["is empty"])
        #expect(outcome.stderr.hasPrefix("rushday: code: "), "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        let json = try rushday.run(["tickets", "checkin", "gala", "", "", "--format", "json"])
        #expect(json.status == 65)
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(document?["refused"] as? Int == 2, "\(json.stdout)")
    }

    @Test func blankLinesFromAScannerAreSkipped() throws {
        let rushday = try TicketedGala.owned()
        #expect(try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Ann Lee"]).status == 0)
        let code = try #require(try TicketedGala.codes(rushday).first)
        let outcome = try rushday.run(["tickets", "checkin", "gala", "--stdin", "--format", "json"], stdin: "\n\r\n\(code)\r\n\n")
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any]
        #expect(document?["admitted"] as? Int == 1 && document?["refused"] as? Int == 0, "\(outcome.stdout)")
    }

    @Test func aStructuredFormatPrintsItsDocumentWhenItsOneCodeIsRefused() throws {
        let rushday = try TicketedGala.owned()
        let json = try rushday.run(["tickets", "checkin", "gala", "hello", "--format", "json"])
        json.expectFailure(65, mentioning: ["code", "is not a RushDay ticket code"])
        let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(document?["admitted"] as? Int == 0 && document?["refused"] as? Int == 1, "\(json.stdout)")
        let scans = document?["scans"] as? [[String: Any]] ?? []
        #expect(scans.first?["result"] as? String == "refused" && scans.first?["reason"] as? String == "is not a RushDay ticket code")
        let csv = try rushday.run(["tickets", "checkin", "gala", "hello", "--format", "csv"])
        csv.expectFailure(65, mentioning: ["code"])
        #expect(csv.stdout == "code,result,reason,ticket,holder,type\nhello,refused,is not a RushDay ticket code,,,\n", "\(csv.stdout)")
        let table = try rushday.run(["tickets", "checkin", "gala", "hello"])
        table.expectFailure(65, mentioning: ["code"])
        #expect(table.stdout.isEmpty)
    }
}
