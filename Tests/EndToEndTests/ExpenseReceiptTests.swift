import Foundation
import Testing

/// Receipts are files kept in the database: `expenses add --receipt FILE` stores the file,
/// `expenses receipt` gives it back byte for byte, on both stores; what is no PDF or picture,
/// or not there, is refused with the store unchanged; `update --receipt ""` takes it away; the
/// browser uploads and downloads the same bytes. (`db copy` carries them: DatabaseCommandTests,
/// through the demo's deposit receipt.)
@Suite struct ExpenseReceiptTests {
    /// A PDF whose bytes include every byte value, so nothing is read or written as text.
    static let pdf = Array("%PDF-1.4\n".utf8) + (0...255).map(UInt8.init) + Array("\n%%EOF\n".utf8)

    @Test(arguments: Backend.allCases) func aReceiptIsStoredAndGivenBackByteForByte(backend: Backend) throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        let scan = rushday.root.appendingPathComponent("scan é.pdf")
        try Data(Self.pdf).write(to: scan)
        let text = rushday.root.appendingPathComponent("notes.txt")
        try Data("not a receipt".utf8).write(to: text)
        let add = ["expenses", "add", "gala", "12.50", "--category", "decor", "--payee", "Florist", "--paid-by", "ada@example.org"]

        let before = try rushday.dump()
        try rushday.run(add + ["--receipt", text.path]).expectFailure(65, mentioning: ["--receipt", "is not a PDF or a picture"])
        try rushday.run(add + ["--receipt", rushday.root.appendingPathComponent("missing.pdf").path]).expectFailure(66, mentioning: ["--receipt"])
        #expect(try rushday.dump() == before, "a refused receipt changed the store")

        let added = try ConfEvent.json(try rushday.run(add + ["--receipt", scan.path, "--format", "json"])) as? [String: Any]
        #expect(added?["receipt"] as? String == "scan é.pdf")
        let file = added?["receiptFile"] as? [String: Any]
        #expect(file?["type"] as? String == "application/pdf" && file?["size"] as? Int == Self.pdf.count, "\(String(describing: added))")

        let out = rushday.root.appendingPathComponent("back.pdf").path
        let saved = try ConfEvent.json(try rushday.run(["expenses", "receipt", "gala", "1", "--output", out, "--format", "json"])) as? [String: Any]
        #expect(saved?["size"] as? Int == Self.pdf.count && saved?["name"] as? String == "scan é.pdf")
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: out))) == Self.pdf)
        try rushday.run(["expenses", "receipt", "gala", "1", "--output", out]).expectFailure(73, mentioning: ["--output", "exists"])

        #expect(try rushday.run(["expenses", "update", "gala", "1", "--payee", "Florist & Co"]).status == 0)
        #expect(try rushday.run(["expenses", "receipt", "gala", "1", "--output", out, "--force"]).status == 0)
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: out))) == Self.pdf, "an update of another field keeps the file")
        #expect(try rushday.run(["expenses", "update", "gala", "1", "--receipt", ""]).status == 0)
        try rushday.run(["expenses", "receipt", "gala", "1", "--output", out, "--force"]).expectFailure(65, mentioning: ["no receipt"])
        #expect(try rushday.rowCount("expense_receipts") == 0)
    }

    @Test(arguments: Backend.allCases) func theBrowserUploadsAndDownloadsTheSameBytes(backend: Backend) async throws {
        let rushday = try GalaEvent.owned(capacity: 10, backend: backend)
        try await WebTestSite(rushday: rushday).visit { browser in
            _ = try await browser.signIn("ada@example.org")
            _ = try await browser.get("/events/gala/new-expense")
            let fields = ["amount": "20", "category": "venue", "payee": "Hall", "paid-by": "ada@example.org", "split": "equal", "member-0": "ada@example.org"]
            let before = try rushday.dump(excluding: ["sign_in_throttles"])
            let refused = try await browser.upload("/events/gala/new-expense", fields, file: (name: "receipt", fileName: "x.txt", data: Array("hello".utf8)))
            #expect(refused.status == 422 && refused.body.contains("id=\"receipt-error\""), "\(refused.body)")
            #expect(try rushday.dump(excluding: ["sign_in_throttles"]) == before)

            let added = try await browser.upload("/events/gala/new-expense", fields, file: (name: "receipt", fileName: "deposit é 1.pdf", data: Self.pdf))
            #expect(added.status == 303 && added.header("Location") == "/events/gala/expenses/1?done=added", "\(added.body)")
            let page = try await browser.get("/events/gala/expenses/1")
            #expect(page.body.contains("href=\"/events/gala/expenses/1/receipt\""))
            let download = try await browser.get("/events/gala/expenses/1/receipt")
            #expect(download.status == 200 && download.header("Content-Type") == "application/pdf")
            #expect(download.header("Content-Disposition") == "attachment; filename=\"deposit___1.pdf\"; filename*=UTF-8''deposit%20%C3%A9%201.pdf")
            #expect(download.raw == Self.pdf, "the download is the upload, byte for byte")

            let cleared = try await browser.upload("/events/gala/expenses/1/edit", fields.merging(["receipt-clear": "on"]) { $1 }, file: nil)
            #expect(cleared.header("Location") == "/events/gala/expenses/1?done=updated", "\(cleared.body)")
            #expect(try await browser.get("/events/gala/expenses/1/receipt").status == 404)
        }
    }
}
