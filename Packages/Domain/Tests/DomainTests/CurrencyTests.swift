import Domain
import Foundation
import Testing

struct CurrencyTests {
    @Test(arguments: [("EUR", 2), ("eur", 2), (" usd ", 2), ("JPY", 0), ("KWD", 3), ("CLF", 4)])
    func knowsCodesAndTheirDigits(code: String, digits: Int) throws {
        let currency = try Currency(code: code)
        #expect(currency.code == code.trimmingCharacters(in: .whitespaces).uppercased())
        #expect(currency.minorUnitDigits == digits)
    }

    @Test(arguments: ["", "EU", "EURO", "XXX", "ABC", "€", "XAU"])
    func rejectsCodesOutsideISO4217(code: String) {
        let error = #expect(throws: DomainError.self) { try Currency(code: code) }
        #expect(field(of: error) == "currency")
        #expect(error?.message.contains("not an ISO 4217 currency code") == true)
    }

    @Test func encodesAsItsCode() throws {
        let data = try JSONEncoder().encode([Currency.euro])
        #expect(String(decoding: data, as: UTF8.self) == #"["EUR"]"#)
        #expect(try JSONDecoder().decode([Currency].self, from: Data(#"["jpy"]"#.utf8)) == [try Currency(code: "JPY")])
        #expect(throws: (any Error).self) { try JSONDecoder().decode([Currency].self, from: Data(#"["NOPE"]"#.utf8)) }
    }
}
