import Domain
import DomainTestSupport
import Expenses
import Foundation
import Testing

@Suite struct AddExpenseTests {
    @Test func splitsEquallyAmongOwnerAndOrganizersByDefaultLeftoverCentsToTheFirstEmails() async throws {
        let fixture = try await Fixture()
        let added = try await fixture.add("100.00")
        #expect(added.expense.number == 1)
        #expect(added.expense.amount == Money(minorUnits: 10_000, currency: .euro))
        #expect(added.expense.split == .equal)
        // ada, olga, otto in email order; staff shares nothing unless named.
        #expect(added.expense.shares.map(\.member) == ["ada@example.org", "olga@example.org", "otto@example.org"])
        #expect(added.expense.shares.map(\.amount.minorUnits) == [3334, 3333, 3333])
        #expect(added.expense.date == "2026-12-01")
        #expect(try await fixture.add("5").expense.number == 2)
    }

    @Test func splitsByShares() async throws {
        let fixture = try await Fixture()
        let added = try await fixture.add("10.00", split: .shares, among: ["otto@example.org=1", "ada@example.org=2"])
        #expect(Fixture.parts(added) == ["ada@example.org": 667, "otto@example.org": 333])
        #expect(added.expense.shares.map(\.share) == [2, 1])
        // 3.333... and 6.666...: the leftover cent goes to the part rounding cut most, not the first email.
        let otto = try await fixture.add("10.00", split: .shares, among: ["otto@example.org=2", "ada@example.org=1"])
        #expect(Fixture.parts(otto) == ["ada@example.org": 333, "otto@example.org": 667])
    }

    @Test func exactPartsMustAddUpNamingTheDifference() async throws {
        let fixture = try await Fixture()
        let added = try await fixture.add("30.00", split: .exact, among: ["ada@example.org=10", "stan@example.org=20.00"])
        #expect(Fixture.parts(added) == ["ada@example.org": 1000, "stan@example.org": 2000])
        let before = await fixture.snapshot()
        await #expect(throws: DomainError.invalid(field: "among", message: "the exact amounts add up to 25.00 EUR, 5.00 EUR short of the expense's 30.00 EUR; make them add up to the total")) {
            try await fixture.add("30.00", split: .exact, among: ["ada@example.org=10", "otto@example.org=15"])
        }
        await #expect(throws: DomainError.invalid(field: "among", message: "the exact amounts add up to 30.01 EUR, 0.01 EUR more than the expense's 30.00 EUR; make them add up to the total")) {
            try await fixture.add("30.00", split: .exact, among: ["ada@example.org=10", "otto@example.org=20.01"])
        }
        #expect(await fixture.snapshot() == before)
    }

    @Test func convertsAnotherCurrencyOnceHalfToEvenAndKeepsTheRate() async throws {
        let fixture = try await Fixture()
        // 10.25 USD * 0.9 = 9.225 EUR: half way, to the even 9.22.
        let added = try await fixture.add("10.25", currency: "usd", rate: "0.9")
        #expect(added.expense.amount == Money(minorUnits: 922, currency: .euro))
        #expect(added.expense.original == ForeignAmount(amount: Money(minorUnits: 1025, currency: .usDollar), rate: "0.9"))
        // 1000 JPY at 0.0061 = 6.10 EUR exactly.
        let yen = try await fixture.add("1000", currency: "JPY", rate: "0.0061")
        #expect(yen.expense.amount.minorUnits == 610)
    }

    @Test(arguments: [
        (AddExpenseRequest(event: "gala", amount: "12.345", category: "venue", payee: "Hall", paidBy: "ada@example.org"),
         DomainError.invalid(field: "amount", message: "'12.345' has more decimals than EUR allows (2); write an amount like 1200.55")),
        (AddExpenseRequest(event: "gala", amount: "0", category: "venue", payee: "Hall", paidBy: "ada@example.org"),
         .invalid(field: "amount", message: "'0' is zero; an expense costs something")),
        (AddExpenseRequest(event: "gala", amount: "-5", category: "venue", payee: "Hall", paidBy: "ada@example.org"),
         .invalid(field: "amount", message: "'-5' is negative; write an amount like 1200.55")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "Venue!", payee: "Hall", paidBy: "ada@example.org"),
         .invalid(field: "category", message: "'Venue!' is not a category; use 2-48 letters, digits and single hyphens, like venue, catering or photo-booth")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "  ", paidBy: "ada@example.org"),
         .invalid(field: "payee", message: "is blank; say who was paid, like 'Town Hall'")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "nora@example.org"),
         .invalid(field: "paid-by", message: "'nora@example.org' is not a member of 'gala'", next: .listMembers(event: try Handle("gala")))),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", among: ["ada@example.org", "ADA@example.org"]),
         .invalid(field: "among", message: "'ADA@example.org' is named twice; name each member once")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", among: ["ada@example.org=2"]),
         .invalid(field: "among", message: "an equal split takes emails alone, not 'ada@example.org=2'; use \(field: "split") shares or \(field: "split") exact for parts")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", split: .shares),
         .invalid(field: "among", message: "a split by shares needs each member's part; name them with \(field: "among") EMAIL=2")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", split: .shares, among: ["ada@example.org=0"]),
         .invalid(field: "among", message: "share '0' is not a whole number from 1 to 1000; write EMAIL=2")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", split: .exact, among: ["ada@example.org"]),
         .invalid(field: "among", message: "'ada@example.org' has no part; a split by exact takes EMAIL=12.50")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", date: "2026-02-30"),
         .invalid(field: "date", message: "'2026-02-30' is not a day; write it as YYYY-MM-DD, like 2026-12-01")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", currency: "USD"),
         .invalid(field: "currency", message: "USD is not the event's currency (EUR); give \(field: "rate") R, how many EUR one USD is worth")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", rate: "0.9"),
         .invalid(field: "rate", message: "converts from another currency, and the amount is in the event's EUR; leave \(field: "rate") out, or give \(field: "currency")")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", currency: "USD", rate: "0,9"),
         .invalid(field: "rate", message: "'0,9' is not a decimal number; write how many units of the event's currency one unit is worth, like 0.92")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", currency: "USD", rate: "0"),
         .invalid(field: "rate", message: "'0' is zero; write how many units of the event's currency one unit is worth, like 0.92")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", currency: "XYZ", rate: "1"),
         .invalid(field: "currency", message: "'XYZ' is not an ISO 4217 currency code; use one like EUR, USD or JPY")),
        (AddExpenseRequest(event: "gala", amount: "0.01", category: "venue", payee: "Hall", paidBy: "ada@example.org", currency: "USD", rate: "0.1"),
         .invalid(field: "amount", message: "0.01 USD at 0.1 is less than the smallest EUR amount; check the amount and the rate")),
        (AddExpenseRequest(event: "gala", amount: "5", category: "venue", payee: "Hall", paidBy: "ada@example.org", note: " "),
         .invalid(field: "note", message: "is blank; give some text, or leave it out")),
    ])
    func refusesBadInputChangingNothing(_ request: AddExpenseRequest, _ error: DomainError) async throws {
        let fixture = try await Fixture()
        let before = await fixture.snapshot()
        await #expect(throws: error) { try await AddExpense(fixture.dependencies).execute(request) }
        #expect(await fixture.snapshot() == before)
    }

    @Test func staffAndStrangersAreRefused() async throws {
        let fixture = try await Fixture()
        fixture.signIn(fixture.stan)
        await #expect(throws: DomainError.forbidden("staff cannot see or change expenses and the budget; ask the event's owner or an organizer")) {
            try await fixture.add("5")
        }
        await #expect(throws: DomainError.forbidden("staff cannot see or change expenses and the budget; ask the event's owner or an organizer")) {
            try await ListExpenses(fixture.dependencies).execute(ListExpensesRequest(event: "gala"))
        }
        fixture.signIn(fixture.nora)
        await #expect(throws: DomainError.notFound(field: "event", message: "no event 'gala' among yours", next: .listEvents)) {
            try await SummarizeExpenses(fixture.dependencies).execute(ExpensesEventRequest(event: "gala"))
        }
        fixture.signIn(nil)
        await #expect(throws: DomainError.notSignedIn) { try await fixture.add("5") }
        fixture.signIn(fixture.otto)
        #expect(try await fixture.add("5").expense.paidBy == "ada@example.org")
    }

    @Test func aFailedWriteLeavesTheStoreAsItWas() async throws {
        let fixture = try await Fixture()
        let before = await fixture.snapshot()
        await fixture.store.failNextWrite(with: .storeBusy)
        await #expect(throws: DomainError.storeBusy) { try await fixture.add("5") }
        #expect(await fixture.snapshot() == before)
    }

    @Test func keepsTheReceiptFileAndNote() async throws {
        let fixture = try await Fixture()
        let pdf = Array("%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF\n".utf8)
        let added = try await AddExpenseRequest(event: "gala", amount: "5", category: "decor", payee: "Florist", paidBy: "otto@example.org",
                                                note: "roses", receipt: ReceiptUpload(name: "C:\\scans\\florist.pdf", bytes: pdf))
            .run(fixture)
        #expect(added.expense.receipt == "florist.pdf", "the name's last part")
        #expect(added.expense.stored == StoredReceipt(contentType: "application/pdf", size: pdf.count))
        #expect(added.expense.note == "roses")
        // No --date: today in the event's zone (the fixed clock says 2027-01-01 in Berlin).
        #expect(added.expense.date == "2027-01-01")
        let shown = try await ShowReceipt(fixture.dependencies).execute(ExpenseReference(event: "gala", expense: "1"))
        #expect(shown.bytes == pdf && shown.name == "florist.pdf" && shown.contentType == "application/pdf")
    }

    @Test(arguments: [
        ([UInt8](), "is an empty file"),
        (Array("PK\u{3}\u{4} a zip".utf8), "is not a PDF or a picture"),
        (Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8), "is not a PDF or a picture"),
        ([0x25, 0x50, 0x44, 0x46] + [UInt8](repeating: 0, count: ReceiptUpload.largest), "a receipt may be up to 10 MB"),
    ]) func aReceiptThatIsNoPDFOrPictureOrTooLargeIsRefusedAndNothingIsStored(bytes: [UInt8], said: String) async throws {
        let fixture = try await Fixture()
        let before = await fixture.snapshot()
        let asked = AddExpenseRequest(event: "gala", amount: "5", category: "decor", payee: "Florist", paidBy: "otto@example.org",
                                      receipt: ReceiptUpload(name: "r", bytes: bytes))
        do {
            _ = try await asked.run(fixture)
            Issue.record("a receipt of \(bytes.count) bytes was taken")
        } catch {
            #expect(error.field == "receipt" && "\(error.message)".contains(said), "\(error.message)")
        }
        #expect(await fixture.snapshot() == before)
    }

    @Test(arguments: [
        ([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0], "image/png"), ([0xFF, 0xD8, 0xFF, 0xE0], "image/jpeg"),
        (Array("GIF89a..".utf8), "image/gif"), (Array("RIFF\u{0}\u{0}\u{0}\u{0}WEBPVP8 ".utf8), "image/webp"),
        (Array("\u{0}\u{0}\u{0}\u{18}ftypheic".utf8), "image/heic"),
    ] as [([UInt8], String)]) func aPictureIsKnownByItsFirstBytes(bytes: [UInt8], type: String) async throws {
        let fixture = try await Fixture()
        let added = try await AddExpenseRequest(event: "gala", amount: "5", category: "decor", payee: "Florist", paidBy: "otto@example.org",
                                                receipt: ReceiptUpload(name: "photo.pdf", bytes: bytes)).run(fixture)
        #expect(added.expense.stored?.contentType == type, "the bytes say, not the name")
    }
}

extension AddExpenseRequest {
    fileprivate func run(_ fixture: Fixture) async throws(DomainError) -> ExpenseResponse {
        try await AddExpense(fixture.dependencies).execute(self)
    }
}
