import Domain
import Foundation
import Testing

struct MoneyTests {
    let euro = try! Currency(code: "EUR")
    let yen = try! Currency(code: "JPY")
    let dinar = try! Currency(code: "KWD")

    @Test(arguments: [("12.50", 1250), ("12.5", 1250), ("1200", 120_000), ("0.01", 1), ("0", 0),
                      (" 7.05 ", 705), ("+3", 300), ("0012.50", 1250)] as [(String, Int64)])
    func parsesEuroAmountsExactly(text: String, minorUnits: Int64) throws {
        let money = try Money(parsing: text, currency: euro, field: "budget")
        #expect(money.minorUnits == minorUnits)
        #expect(money.currency == euro)
    }

    @Test func usesEachCurrencysDigits() throws {
        #expect(try Money(parsing: "1200", currency: yen, field: "budget").minorUnits == 1200)
        #expect(try Money(parsing: "1.234", currency: dinar, field: "budget").minorUnits == 1234)
        #expect(try Money(parsing: "1.2", currency: dinar, field: "budget").minorUnits == 1200)
    }

    @Test(arguments: [("12.345", "EUR"), ("12.5", "JPY"), ("1.2345", "KWD")])
    func rejectsMoreDecimalsThanTheCurrencyHas(text: String, code: String) throws {
        let currency = try Currency(code: code)
        let error = #expect(throws: DomainError.self) {
            try Money(parsing: text, currency: currency, field: "budget")
        }
        #expect(field(of: error) == "budget")
        #expect(error?.message.contains("more decimals than \(code)") == true)
    }

    @Test(arguments: ["12,50", "1,200.00", "abc", "", "12.", ".5", "1e3", "12.5.0", "1 200", "--5", "-", "12 EUR", "１２"])
    func rejectsTextThatIsNotADecimalAmount(text: String) {
        let error = #expect(throws: DomainError.self) {
            try Money(parsing: text, currency: euro, field: "amount")
        }
        #expect(field(of: error) == "amount")
        #expect(error?.message.contains("write an amount like 1200.55") == true)
    }

    @Test func negativeAmountsOnlyWhenAllowed() throws {
        let error = #expect(throws: DomainError.self) {
            try Money(parsing: "-3.10", currency: euro, field: "budget")
        }
        #expect(error?.message.contains("is negative") == true)
        #expect(try Money(parsing: "-3.10", currency: euro, field: "budget", allowNegative: true).minorUnits == -310)
    }

    @Test func rejectsHugeAmounts() throws {
        #expect(try Money(parsing: "9999999999999.99", currency: euro, field: "budget").minorUnits == 999_999_999_999_999)
        for text in ["10000000000000.00", "99999999999999999999999"] {
            let error = #expect(throws: DomainError.self) {
                try Money(parsing: text, currency: euro, field: "budget")
            }
            #expect(error?.message.contains("too large") == true)
        }
    }

    @Test func decimalStringKeepsTheCurrencysDigits() {
        #expect(Money(minorUnits: 123_450, currency: euro).decimalString == "1234.50")
        #expect(Money(minorUnits: 5, currency: euro).decimalString == "0.05")
        #expect(Money(minorUnits: -5, currency: euro).decimalString == "-0.05")
        #expect(Money(minorUnits: 1200, currency: yen).decimalString == "1200")
        #expect(Money(minorUnits: 1001, currency: dinar).decimalString == "1.001")
    }

    @Test func descriptionGroupsThousands() {
        #expect(Money(minorUnits: 123_450, currency: euro).description == "1,234.50 EUR")
        #expect(Money(minorUnits: 100_000_000, currency: euro).description == "1,000,000.00 EUR")
        #expect(Money(minorUnits: 99_900, currency: euro).description == "999.00 EUR")
        #expect(Money(minorUnits: -123_456_700, currency: euro).description == "-1,234,567.00 EUR")
        #expect(Money(minorUnits: 1_234_567, currency: yen).description == "1,234,567 JPY")
    }

    @Test func roundTripsThroughParsing() throws {
        for text in ["0.00", "0.10", "1234.56", "999999.99"] {
            #expect(try Money(parsing: text, currency: euro, field: "budget").decimalString == text)
        }
    }

    @Test func jsonCarriesExactDecimalTextAndMinorUnits() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(Money(minorUnits: 1250, currency: euro)), as: UTF8.self)
        #expect(json == #"{"amount":"12.50","currency":"EUR","minorUnits":1250}"#)
        #expect(try JSONDecoder().decode(Money.self, from: Data(json.utf8)) == Money(minorUnits: 1250, currency: euro))
    }
}
