import Foundation
import Testing

/// What a person reads of a ticket: the code copied from an 80-column terminal is the code, and
/// a ticket, shown or cut from the printable sheet, says which event it is for, when and where.
@Suite struct TicketPresentationTests {
    /// A terminal soft-wraps a long line and copies it back whole; a break we inserted would be
    /// copied as a line end and lose the code's spaces. So the code must be a line of its own.
    @Test func aCodeCopiedFromAnEightyColumnTerminalVerifies() throws {
        let rushday = try TicketedGala.owned()
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Ann Lee", "--count", "10"])
        let keyFile = rushday.root.appendingPathComponent("gala.key")
        try rushday.run(["tickets", "key", "export", "gala"]).stdout.write(to: keyFile, atomically: true, encoding: .utf8)
        let codes = try TicketedGala.codes(rushday)
        #expect(codes.count == 10)
        #expect(codes.contains { $0.contains(" ") }, "some code holds a space, the case that broke")
        for code in codes {
            let shown = try rushday.run(["tickets", "show", code], environment: ["COLUMNS": "80"])
            #expect(shown.status == 0, "\(shown.stderr)")
            let copied = try #require(shown.stdout.split(separator: "\n").first { $0.hasPrefix("RT1:") }, "\(shown.stdout)")
            #expect(String(copied) == code)
            let verified = try rushday.run(["tickets", "verify", String(copied), "--key", keyFile.path])
            #expect(verified.status == 0 && verified.stdout.contains("valid"), "\(verified.stderr)")
        }
    }

    @Test func showSaysWhichEventWhenAndWhereAndThePrice() throws {
        let rushday = try TicketedGala.owned()
        #expect(try rushday.run(["events", "update", "gala", "--venue", "Old Town Hall"]).status == 0)
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Ann Lee"])
        let code = try #require(try TicketedGala.codes(rushday).first)
        let shown = try rushday.run(["tickets", "show", code], environment: ["COLUMNS": "80"])
        for line in ["Event      Gala (gala)", "When       2027-06-12 19:00 +02:00 – 2027-06-12 23:00 +02:00 (Europe/Berlin)",
                     "Venue      Old Town Hall", "Price      25.00 EUR"] {
            #expect(shown.stdout.contains(line), "\(line) in \(shown.stdout)")
        }
    }

    @Test func aTicketCutFromTheSheetSaysWhatItIsForAndALongNameBreaksInsideIt() throws {
        let rushday = try TicketedGala.owned()
        #expect(try rushday.run(["events", "update", "gala", "--venue", "Old Town Hall"]).status == 0)
        let holder = String(repeating: "W", count: 90)
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", holder])
        try rushday.run(["tickets", "issue", "gala", "--type", "regular", "--name", "Bob"])
        let html = rushday.root.appendingPathComponent("sheet.html").path
        #expect(try rushday.run(["tickets", "sheet", "gala", "--html", html]).status == 0)
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(!page.contains("<?xml"), "an XML declaration belongs to a file, not inside HTML")
        #expect(page.contains("overflow-wrap: anywhere"))
        let cards = page.components(separatedBy: "<section class=\"ticket\">").dropFirst()
        #expect(cards.count == 2)
        for card in cards {
            for text in ["Gala", "Saturday 12 June 2027, 19:00–23:00, Berlin time", "Old Town Hall", "25.00 EUR"] {
                #expect(card.contains(text), "\(text) in \(card)")
            }
        }
    }
}
